import { page } from '@/components/page-boundary/page-boundary'
import { imageAlt } from '@/platform/image-alt'
import { screenFacts } from '@/platform/screen'
import { sizedPicture } from '@/utils/sized-picture'
import { Button } from '@nutui/nutui-react-taro'
import { Image, Text, View } from '@tarojs/components'
import { useShareAppMessage, useShareTimeline } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { EmptyState } from '@/components/empty-state/empty-state'
import { ErrorState } from '@/components/error-state/error-state'
import { ListFooter } from '@/components/list-footer/list-footer'
import { usePagedList } from '@/components/page-kit/use-paged-list'
import { routes } from '@/config/routes'
import { openRoute } from '@/platform/navigation'
import { appMessageShare, shareOf, timelineShare } from '@/shared/share/share-content'
import { usePageShare } from '@/shared/share/use-page-share'
import { useArea } from '@/stores/store-context'
import { formatYuan } from '@/utils/money'
import { distributionArea } from './model/distribution-area'
import './distribution.scss'

/** Products the parent can share for a commission. */
function DistributionListPage() {
  const model = useArea(distributionArea)
  const list = usePagedList((pageIndex) => model.api.peopleShare(pageIndex))
  const share = shareOf('好课好物推荐给你', routes.distributionList())
  useShareAppMessage(() => appMessageShare(share))
  useShareTimeline(() => timelineShare(share))
  usePageShare(share)

  return (
    <View className='dist-page' data-testid='distribution-list'>
      <View className='dist-banner' onClick={() => void openRoute(routes.myDistribution())} data-testid='to-my-distribution'>
        <View className='dist-banner__text'>
          <Text className='dist-banner__title'>分享赚佣金</Text>
          <Text className='dist-banner__sub'>好友通过你的分享购买，你得对应佣金</Text>
        </View>
        <Text className='dist-banner__link'>我的分销 ›</Text>
      </View>
      {list.error ? <ErrorState text={list.error} onRetry={() => void list.reload()} /> : null}
      {list.items.map((p) => (
        <View key={p.distributionSaleConfigId} className='dist-item' data-testid='distribution-item'>
          <Image {...imageAlt('')} className='dist-item__pic' src={sizedPicture(p.pic, 200, 200, screenFacts())} mode='aspectFill' lazyLoad onClick={() => void openRoute(routes.goodsDetail({ id: p.productId }))} />
          <View className='dist-item__main'>
            <Text className='dist-item__name'>{p.name}</Text>
            <Text className='dist-item__price'>{formatYuan(p.purchasemoney)}</Text>
            <Text className='dist-item__commission'>
              预计佣金 {formatYuan(p.commission)}（{p.commissionRate}%）
            </Text>
            <View className='dist-item__foot'>
              <Text className='dist-item__count'>已分享{p.shareCount}次</Text>
              <Button
                size='small'
                type='primary'
                data-testid='distribution-share'
                onClick={() => {
                  model.choose(p)
                  void openRoute(routes.distributionPoster({ distributionSaleConfigId: p.distributionSaleConfigId }))
                }}
              >
                分享海报
              </Button>
            </View>
          </View>
        </View>
      ))}
      {list.error ? null : list.isEmpty ? <EmptyState text='暂无可分销的商品' /> : <ListFooter list={list} />}
    </View>
  )
}

export default page(observer(DistributionListPage))
