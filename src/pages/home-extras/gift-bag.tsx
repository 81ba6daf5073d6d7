import { page } from '@/components/page-boundary/page-boundary'
import { imageAlt } from '@/platform/image-alt'
import { packagePath } from '@/config/moved-pages'
import { runAction } from '@/components/toast/run-action'
import { Button } from '@nutui/nutui-react-taro'
import { Image, Text, View } from '@tarojs/components'
import { useShareAppMessage } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { EmptyState } from '@/components/empty-state/empty-state'
import { usePageLoad } from '@/components/page-kit/use-page-load'
import { ProductCard } from '@/components/product-card/product-card'
import { pendingView } from '@/components/resource-pending/resource-pending'
import { routes } from '@/config/routes'
import { openRoute } from '@/platform/navigation'
import { screenFacts } from '@/platform/screen'
import { CouponCard } from '@/shared/trade/coupon-card/coupon-card'
import { useArea } from '@/stores/store-context'
import { RECEIVE_REPORT } from '@/utils/coupon-text'
import { sizedPicture } from '@/utils/sized-picture'
import { homeExtrasArea } from './model/home-extras-area'
import './gift-bag.scss'

const goShopping = () => void openRoute(routes.mall())

/** The new-user gift pack: its coupons (receive one, or all at once) and its products. */
function GiftBagPage() {
  const content = useArea(homeExtrasArea)
  const gift = content.gift

  usePageLoad(() => gift.load(), [gift])
  useShareAppMessage(() => ({ title: '新人专享礼包：优惠券免费领，好课低价学', path: packagePath(routes.giftBag()) }))

  const receive = (couponId: string) => void runAction(() => gift.receive(couponId), RECEIVE_REPORT)
  const receiveAll = () => void runAction(() => gift.receiveAll(), { done: (text) => text, fallback: RECEIVE_REPORT.fallback })

  if (!gift.pack.value) return pendingView(gift.pack)
  if (gift.isEmpty || !gift.gift) {
    return (
      <EmptyState text='新人礼包活动已结束'>
        <View className='gift-bag__center'>
          <Button type='primary' size='small' onClick={goShopping}>
            去商城逛逛
          </Button>
        </View>
      </EmptyState>
    )
  }

  const info = gift.gift
  return (
    <View className='gift-bag'>
      <View className='gift-bag__hero'>
        <View className='gift-bag__hero-text'>
          <Text className='gift-bag__title'>{info.title}</Text>
          {info.subtitle ? <Text className='gift-bag__subtitle'>{info.subtitle}</Text> : null}
        </View>
        {info.imageUrl ? <Image {...imageAlt('')} className='gift-bag__hero-img' src={sizedPicture(info.imageUrl, 160, 160, screenFacts())} mode='aspectFill' /> : null}
      </View>

      {gift.coupons.length ? (
        <View className='gift-bag__section gift-bag__section--cards'>
          <View className='gift-bag__section-head'>
            <Text className='gift-bag__section-title'>新人优惠券</Text>
            {gift.receivable.length > 1 ? (
              <Button size='small' type='primary' disabled={!!gift.receivingId} onClick={() => void receiveAll()} data-testid='receive-all'>
                一键领取
              </Button>
            ) : null}
          </View>
          {gift.coupons.map((c) => (
            <CouponCard key={c.couponId} testId='gift-coupon' coupon={c} receiving={gift.receivingId === c.couponId} onReceive={() => void receive(c.couponId)} onUse={goShopping} />
          ))}
        </View>
      ) : null}

      {gift.products.length ? (
        <View className='gift-bag__section'>
          <Text className='gift-bag__section-title'>新人专享好课</Text>
          {gift.products.map((p) => (
            <ProductCard key={p.productId} product={p} />
          ))}
        </View>
      ) : null}
    </View>
  )
}

export default page(observer(GiftBagPage))
