import { page } from '@/components/page-boundary/page-boundary'
import { Button, Loading } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { useCallback, useEffect, useState } from 'react'
import { ErrorState } from '@/components/error-state/error-state'
import { pageOrigin } from '@/platform/browser'
import { HOME_ROUTE, replaceRoute } from '@/platform/navigation'
import { errorText, isHttpError } from '@/services/http/errors'
import { useStores } from '@/stores/store-context'
import { LINK_NOT_FOUND, shortLinkDecision, shortLinkId } from './short-link'

type LinkState = { kind: 'resolving' } | { kind: 'failed'; message: string; retry: boolean }

/** A short link: resolved by the server, followed only to an internal route. */
function LinkPage() {
  const { deps } = useStores()
  const id = shortLinkId(useRouter().params)
  const [state, setState] = useState<LinkState>({ kind: 'resolving' })

  const resolve = useCallback(async () => {
    if (!id) return setState({ kind: 'failed', message: LINK_NOT_FOUND, retry: false })
    setState({ kind: 'resolving' })
    try {
      const decision = shortLinkDecision(await deps.api.content.shortLink(id), [pageOrigin()])
      if (decision.kind === 'refuse') return setState({ kind: 'failed', message: decision.message, retry: false })
      // the page replaces the link, so back does not return to it
      await replaceRoute(decision.url)
    } catch (e) {
      // a link the server does not know is final; a network or server failure can be retried
      const unknown = isHttpError(e) && (e.kind === 'biz' || e.kind === 'not-found')
      setState({ kind: 'failed', message: unknown ? LINK_NOT_FOUND : errorText(e), retry: !unknown })
    }
  }, [deps, id])

  useEffect(() => {
    void resolve()
  }, [resolve])

  if (state.kind === 'resolving') {
    return (
      <View style={{ display: 'flex', justifyContent: 'center', padding: '96px 0' }} data-testid='loading'>
        <Loading type='spinner'>正在打开…</Loading>
      </View>
    )
  }
  return (
    <View data-testid='link-failed'>
      <ErrorState text={state.message} notFound={!state.retry} back={false} onRetry={state.retry ? () => void resolve() : undefined} />
      <View style={{ display: 'flex', justifyContent: 'center', marginTop: '16px' }}>
        <Button type='default' size='small' onClick={() => void Taro.switchTab({ url: HOME_ROUTE })}>
          返回首页
        </Button>
      </View>
    </View>
  )
}

export default page(LinkPage)
