import { page } from '@/components/page-boundary/page-boundary'
import { Button } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { ErrorState } from '@/components/error-state/error-state'
import { usePageLoad } from '@/components/page-kit/use-page-load'
import { pendingView } from '@/components/resource-pending/resource-pending'
import { routes } from '@/config/routes'
import { pageOrigin } from '@/platform/browser'
import { replaceRoute } from '@/platform/navigation'
import { Resource } from '@/stores/resource'
import { useArea } from '@/stores/store-context'
import { linkArea } from './model/link-area'
import { shortLinkId, type ShortLinkDecision } from './model/short-link'

/** A short link: resolved by the server, followed only to an internal route. */
function LinkPage() {
  const links = useArea(linkArea)
  const id = shortLinkId(useRouter().params)
  const [link] = useState(() => new Resource<ShortLinkDecision>(() => links.decide(id, [pageOrigin()])))
  const resolve = async () => {
    await link.load()
    // the page replaces the link, so back does not return to it
    if (link.value?.kind === 'go') await replaceRoute(link.value.url)
  }
  usePageLoad(resolve, [link])

  const decision = link.value
  const failed = decision?.kind === 'refuse' ? { message: decision.message, retry: false } : !decision && link.status === 'error' ? { message: link.error, retry: true } : null
  // resolving, or on the way to the target
  if (!failed) return pendingView(link)
  return (
    <View data-testid='link-failed'>
      <ErrorState text={failed.message} notFound={!failed.retry} back={false} onRetry={failed.retry ? () => void resolve() : undefined} />
      <View style={{ display: 'flex', justifyContent: 'center', marginTop: '16px' }}>
        <Button type='default' size='small' onClick={() => void Taro.switchTab({ url: routes.home() })}>
          返回首页
        </Button>
      </View>
    </View>
  )
}

export default page(observer(LinkPage))
