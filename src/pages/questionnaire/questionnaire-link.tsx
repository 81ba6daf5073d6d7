import { page } from '@/components/page-boundary/page-boundary'
import { Button } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { EmptyState } from '@/components/empty-state/empty-state'
import { goBack } from '@/platform/navigation'
import { WebPage } from '@/platform/web-page'
import { allowedLink } from './model/questionnaire-rules'

/** An external questionnaire: opened only when its address is https on an allowed host. */
function QuestionnaireLinkPage() {
  const raw = useRouter().params.url ?? ''
  const url = allowedLink(safeDecode(raw))
  if (!url)
    return (
      <View data-testid='link-refused'>
        <EmptyState text='该问卷地址不受支持，无法打开'>
          <View style={{ display: 'flex', justifyContent: 'center', marginTop: '12px' }}>
            <Button type='primary' size='small' onClick={() => void goBack()}>
              返回
            </Button>
          </View>
        </EmptyState>
      </View>
    )
  return <WebPage src={url} title='问卷' />
}

function safeDecode(v: string): string {
  try {
    return decodeURIComponent(v)
  } catch {
    return ''
  }
}

export default page(QuestionnaireLinkPage)
