import { page } from '@/components/page-boundary/page-boundary'
import { Loading } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import { useRouter, useShareAppMessage } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useEffect, useState } from 'react'
import { EmptyState } from '@/components/empty-state/empty-state'
import { ErrorState } from '@/components/error-state/error-state'
import { pageOrigin } from '@/platform/browser'
import { errorText } from '@/services/http/errors'
import { PosterView } from '@/shared/poster/poster-view'
import { appMessageShare } from '@/shared/share/share-content'
import { useArea } from '@/stores/store-context'
import { formatYuan } from '@/utils/money'
import { distributionArea } from './model/distribution-area'
import { distributionPath, productPictures } from './model/distribution-link'
import './distribution.scss'

/** The poster of one distribution product: its QR opens the product with the sale config and the sales person. */
function DistributionPosterPage() {
  const model = useArea(distributionArea)
  const saleConfigId = useRouter().params.distributionSaleConfigId ?? ''
  const [state, setState] = useState<{ error: string; loading: boolean }>({ error: '', loading: !model.chosen })
  const load = () => {
    setState({ error: '', loading: true })
    model.findProduct(saleConfigId).then(
      () => setState({ error: '', loading: false }),
      (e) => setState({ error: errorText(e), loading: false }),
    )
  }
  useEffect(load, [saleConfigId]) // eslint-disable-line react-hooks/exhaustive-deps
  const item = model.chosen?.distributionSaleConfigId === saleConfigId ? model.chosen : null
  useShareAppMessage(() => appMessageShare(item ? { title: item.name, path: distributionPath(item, model.salesUserId), imageUrl: productPictures(item.pic)[0] } : null))

  if (state.error) return <ErrorState text={state.error} onRetry={load} />
  if (state.loading && !item)
    return (
      <View className='dist-center' data-testid='loading'>
        <Loading type='spinner'>加载中…</Loading>
      </View>
    )
  if (!item) return <EmptyState text='该商品已不在分销中' />
  return (
    <PosterView
      backgrounds={productPictures(item.pic)}
      texts={[`${item.name}  ${formatYuan(item.purchasemoney)}，我已经给孩子报名了，推荐给你！`]}
      name={model.salesName}
      avatar={model.salesAvatar}
      qrText={`${pageOrigin()}${distributionPath(item, model.salesUserId)}`}
      event='DISTRIBUTION_SAVE_POSTER'
    />
  )
}

export default page(observer(DistributionPosterPage))
