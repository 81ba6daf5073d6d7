import { page } from '@/components/page-boundary/page-boundary'
import { useRouter, useShareAppMessage } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { EmptyState } from '@/components/empty-state/empty-state'
import { usePageLoad } from '@/components/page-kit/use-page-load'
import { pendingView } from '@/components/resource-pending/resource-pending'
import { pageOrigin } from '@/platform/browser'
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
  usePageLoad(() => model.openPoster(saleConfigId), [model, saleConfigId])
  // the product chosen on the list shows at once; opened from a link it is looked up
  const item = model.chosen?.distributionSaleConfigId === saleConfigId ? model.chosen : null
  useShareAppMessage(() => appMessageShare(item ? { title: item.name, path: distributionPath(item, model.salesUserId), imageUrl: productPictures(item.pic)[0] } : null))

  if (!item && !model.poster.value) return pendingView(model.poster)
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
