import { page } from '@/components/page-boundary/page-boundary'
import { imageAlt } from '@/platform/image-alt'
import { screenFacts } from '@/platform/screen'
import { sizedPicture } from '@/utils/sized-picture'
import { pendingView } from '@/components/resource-pending/resource-pending'
import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { EmptyState } from '@/components/empty-state/empty-state'
import { usePageLoad } from '@/components/page-kit/use-page-load'
import { parseServerTime } from '@/utils/date'
import { formatYuan } from '@/utils/money'
import { useArea } from '@/stores/store-context'
import { distributionArea } from './model/distribution-area'
import './distribution.scss'

const time = (t: string | null | undefined) => parseServerTime(t)?.format('YYYY-MM-DD HH:mm') ?? ''

/** My shares and earnings; a share opens to the orders it brought. */
function MyDistributionPage() {
  const model = useArea(distributionArea)
  const { mine } = model
  usePageLoad(() => mine.load(), [mine], { onShow: 'after-hidden' })

  if (!mine.value) return pendingView(mine)
  const m = mine.value
  return (
    <View className='dist-page' data-testid='my-distribution'>
      <View className='dist-earn'>
        <Text className='dist-earn__label'>累计收益（元）</Text>
        <Text className='dist-earn__total' data-testid='total-earnings'>
          {formatYuan(m.totalEarnings)}
        </Text>
        <View className='dist-earn__row'>
          <Text>已结算 {formatYuan(m.settledEarnings)}</Text>
          <Text>待结算 {formatYuan(m.pendingEarnings)}</Text>
          <Text>成交 {m.orderCount} 单</Text>
        </View>
      </View>
      <View className='dist-section-title'>我的分享</View>
      {m.shares.length ? null : <EmptyState text='还没有分享记录' />}
      {m.shares.map((s) => {
        const open = model.openShareId === s.shareId
        const detail = open ? model.detail(s.shareId) : undefined
        return (
          <View key={s.shareId} className='dist-share' data-testid='share-row'>
            <View className='dist-share__head' onClick={() => model.toggleShare(s.shareId)}>
              <Image {...imageAlt('')} className='dist-share__pic' src={sizedPicture(s.pic, 120, 120, screenFacts())} mode='aspectFill' />
              <View className='dist-share__main'>
                <Text className='dist-share__name'>{s.productName}</Text>
                <Text className='dist-share__time'>分享于 {time(s.shareTime)}</Text>
                <Text className='dist-share__meta'>
                  成交{s.orderCount}单 · {s.settled === 1 ? '已结算' : '待结算'}
                </Text>
              </View>
              <Text className='dist-share__earn'>+{formatYuan(s.earnings)}</Text>
            </View>
            {open ? (
              <View className='dist-share__orders' data-testid='share-orders'>
                {!detail ? null : detail.value ? (
                  detail.value.orders.length ? (
                    detail.value.orders.map((o) => (
                      <View key={o.orderCode} className='dist-order'>
                        <Text className='dist-order__who'>{o.buyerName}</Text>
                        <Text className='dist-order__time'>{time(o.createTime)}</Text>
                        <Text className='dist-order__money'>佣金 {formatYuan(o.commission)}</Text>
                      </View>
                    ))
                  ) : (
                    <Text className='dist-order__none'>暂无成交订单</Text>
                  )
                ) : (
                  pendingView(detail)
                )}
              </View>
            ) : null}
          </View>
        )
      })}
    </View>
  )
}

export default page(observer(MyDistributionPage))
