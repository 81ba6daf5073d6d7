import { Button, Empty } from '@nutui/nutui-react-taro'
import { Image, View } from '@tarojs/components'
import { env } from '@/config/env'
import { ossImage } from '@/config/parse-env'
import '../empty-state/empty-state.scss'

export interface ErrorStateProps {
  text: string
  onRetry?: () => void
}

/** What a page shows when its data could not be loaded, with a way to try again. */
export function ErrorState({ text, onRetry }: ErrorStateProps) {
  return (
    <View className='error-state' data-testid='error-state' role='alert'>
      <Empty status='network' image={<Image className='empty-state__image' src={ossImage(env, 'network-error')} mode='aspectFit' />} title={text} />
      {onRetry ? (
        <View style={{ display: 'flex', justifyContent: 'center' }}>
          <Button type='primary' size='small' onClick={onRetry}>
            重新加载
          </Button>
        </View>
      ) : null}
    </View>
  )
}
