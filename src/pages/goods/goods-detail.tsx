import { page } from '@/components/page-boundary/page-boundary'
import { toast } from '@/components/toast/toast'
import { runAction } from '@/components/toast/run-action'
import { useAddressedLoad } from '@/components/page-kit/use-page-load'
import { pendingView } from '@/components/resource-pending/resource-pending'
import { routes } from '@/config/routes'
import { View, Text } from '@tarojs/components'
import { useShareAppMessage, useShareTimeline } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { EmptyState } from '@/components/empty-state/empty-state'
import { ErrorState } from '@/components/error-state/error-state'
import { ProductCard } from '@/components/product-card/product-card'
import { openRoute } from '@/platform/navigation'
import { usePageShare } from '@/shared/share/use-page-share'
import { SchedulePickerView } from '@/shared/schedule/schedule-picker-view'
import { useArea } from '@/stores/store-context'
import { PRODUCT_SLOGAN } from '@/utils/app-banner'
import { coverOf, picList } from '@/utils/product'
import { BuyBar } from './components/buy-bar'
import { CampusSection } from './components/campus-section'
import { DetailHeader } from './components/detail-header'
import { Gallery } from './components/gallery'
import { LiveSection } from './components/live-section'
import { RichDetail } from './components/rich-detail'
import { SkuPicker } from './components/sku-picker'
import { SpecCells } from './components/spec-cells'
import { goodsArea } from './model/goods-area'
import { originalPriceText, priceText } from './model/price-line'
import { chosenSpecText } from './model/sku-choice'
import './goods-detail.scss'

/** Goods and course detail (opens without login): gallery, price, specs, campus and class choice, buying. */
function GoodsDetailPage() {
  const goods = useArea(goodsArea)
  const [store] = useState(() => goods.detail())
  const id = useAddressedLoad('id', store, (s, productId) => s.open(productId))

  useShareAppMessage(() => ({ title: PRODUCT_SLOGAN, path: routes.goodsDetail({ id }), imageUrl: coverOf(store.product?.pic) || undefined }))
  useShareTimeline(() => ({ title: store.product?.name || PRODUCT_SLOGAN, query: `id=${encodeURIComponent(id)}`, imageUrl: coverOf(store.product?.pic) || undefined }))
  usePageShare(id ? { title: store.product?.name || PRODUCT_SLOGAN, desc: PRODUCT_SLOGAN, path: routes.goodsDetail({ id }), imageUrl: coverOf(store.product?.pic) || undefined } : null)

  const product = store.product
  if (!id) return <EmptyState text='商品不存在' action={{ text: '回到首页', onClick: () => void openRoute(routes.home()) }} />
  if (store.loaded.status === 'error') return <ErrorState text={store.loaded.error} notFound={store.notFound} onRetry={() => void store.open(id)} />
  if (!product || !store.rules) return pendingView({ value: null, status: 'loading', error: '', load: () => store.open(id) })
  const rules = store.rules

  const buy = () => {
    const url = store.confirmUrl
    if (!url) return toast(store.blockReason)
    void openRoute(url)
  }
  const addToCart = () => {
    if (store.blockReason) return toast(store.blockReason)
    void runAction(() => store.addToCart(), { done: '已加入购物车' })
  }

  return (
    <View className='goods-detail' data-testid='goods-detail'>
      <Gallery pics={picList(product.pic)} />
      <DetailHeader
        product={product}
        price={priceText(product, store.sku)}
        original={originalPriceText(product, store.sku)}
        chosen={chosenSpecText(product, store.sku)}
        expired={store.expired}
        onCollect={() => void runAction(() => store.toggleCollect(), { done: () => (product.isCollect === 1 ? '已收藏' : '已取消收藏') })}
      />
      <SkuPicker
        skus={product.skuList ?? []}
        skuId={store.sku?.skuId ?? null}
        amount={store.amount}
        fixedAmount={rules.fixedAmount}
        onSku={(s) => store.chooseSku(s)}
        onAmount={(n) => store.setAmount(n)}
      />
      <SpecCells product={product} sku={store.sku} shipped={rules.shipped} />
      {rules.needsCampus ? (
        <CampusSection
          cities={store.where.cities}
          cityName={store.where.cityName}
          onCity={(name) => store.chooseCity(name)}
          status={store.where.list.status}
          error={store.where.list.error}
          campusId={store.where.campusId}
          onChoose={(c) => void store.chooseCampus(c)}
          onRetry={() => void store.loadCampuses()}
        />
      ) : null}
      {rules.needsSchedule && store.where.campusId ? <SchedulePickerView picker={store.picker} title='选择上课时间' emptyText='该校区近期暂无排课' /> : null}
      {rules.live ? <LiveSection sessions={store.sessions.sessions} busy={store.sessions.busy} onAction={(s, a) => void runAction(() => store.liveAction(s, a))} /> : null}
      <RichDetail html={product.detail} />
      {store.recommend.length ? (
        <View className='detail-section goods-detail__recommend' data-testid='recommend'>
          <Text className='detail-section__title'>为你推荐</Text>
          {store.recommend.map((p) => (
            <ProductCard key={p.productId} product={p} />
          ))}
        </View>
      ) : null}
      <BuyBar
        expired={store.expired}
        canCart={store.canCart}
        adding={store.addingToCart}
        onCart={() => void openRoute(routes.cart())}
        onAddToCart={addToCart}
        onBuy={buy}
      />
    </View>
  )
}

export default page(observer(GoodsDetailPage))
