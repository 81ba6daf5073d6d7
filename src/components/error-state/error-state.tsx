import { Button } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import { goBack } from '@/platform/navigation'
import { useNetworkReturn } from '@/components/network-notice/use-network-return'
import { StateBox, StatePicture } from '@/components/empty-state/state-box'
import '../empty-state/empty-state.scss'

export interface ErrorStateProps {
  text: string
  /** shown as 重新加载 where trying again can help */
  onRetry?: () => void
  /** the thing is missing (404): its own picture, and the way back instead of a retry */
  notFound?: boolean
  /** false when the page offers its own way on (返回首页 …) below the state */
  back?: boolean
}

/**
 * What a page shows when its data could not be loaded. There is always a way on: 重新加载 where
 * trying again can help, 返回 (back, or home when there is no history) otherwise. A missing thing
 * is drawn as missing, not as a network failure. When the network comes back while it is on screen,
 * it does what 重新加载 does, on its own.
 */
export function ErrorState({ text, onRetry, notFound = false, back = true }: ErrorStateProps) {
  const retry = notFound ? undefined : onRetry
  useNetworkReturn(retry)
  return (
    <View className='error-state' data-testid='error-state' data-kind={notFound ? 'not-found' : 'error'} role='alert'>
      <StateBox image={<StatePicture name={notFound ? 'not-found' : 'network-error'} />} title={text} />
      <View className='state-actions'>
        {retry ? (
          <Button type='primary' onClick={retry} data-testid='error-retry'>
            重新加载
          </Button>
        ) : !back ? null : (
          <Button type='primary' fill='outline' onClick={() => void goBack()} data-testid='error-back'>
            返回
          </Button>
        )}
      </View>
    </View>
  )
}
