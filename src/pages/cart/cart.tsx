import { page } from '@/components/page-boundary/page-boundary'
import { toast } from '@/components/toast/toast'
import { View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { Fragment } from 'react'
import { EmptyState } from '@/components/empty-state/empty-state'
import { ListFooter } from '@/components/list-footer/list-footer'
import { useDrawnRows } from '@/components/page-kit/use-drawn-rows'
import { usePageLoad } from '@/components/page-kit/use-page-load'
import { pendingView } from '@/components/resource-pending/resource-pending'
import { runAction } from '@/components/toast/run-action'
import { CART_ROWS_DRAWN } from '@/config/page-sizes'
import { routes } from '@/config/routes'
import { openRoute } from '@/platform/navigation'
import { cartsParam } from '@/shared/trade/confirm-request'
import { isEffectiveItem } from '@/shared/trade/cart-totals'
import { cartArea } from '@/shared/trade/cart-store'
import { useArea, useStores } from '@/stores/store-context'
import { colors } from '@/styles/colors'
import { CartFooter } from './components/cart-footer'
import { CartRow } from './components/cart-row'
import './cart.scss'

function CartPage() {
  const { areas } = useStores()
  const cart = useArea(cartArea)
  // the store holds the whole cart (its totals count every row); the page draws it a screenful at a time
  const drawn = useDrawnRows(() => areas.get(cartArea).drawingOrder, CART_ROWS_DRAWN)

  // on open (and for a new parent's cart, after a log-in that changed who is logged in) and on
  // pull-down; every later show (back from the order, the app shown again) reloads what the server
  // now holds
  usePageLoad(() => cart.load(), [cart], { onShow: 'every-show' })

  // a failed change comes back as it was (the store rolls back); the parent is told why
  const attempt = (change: () => Promise<unknown>) => runAction(change)

  const confirmDelete = async (ids: string[]) => {
    const { confirm } = await Taro.showModal({ title: '删除商品', content: `确定删除这${ids.length}件商品吗？`, confirmColor: colors.brand })
    if (confirm) void attempt(() => cart.remove(ids))
  }

  const settle = () => {
    const s = cart.settlement
    if ('reason' in s) return toast(s.reason)
    void openRoute(routes.orderConfirm({ carts: cartsParam(s.carts) }))
  }

  if (!cart.items.value) return pendingView(cart.items, () => void cart.load())
  if (!cart.lines.length) return <EmptyState text='购物车还是空的，去商城逛逛吧' action={{ text: '去商城逛逛', onClick: () => void openRoute(routes.mall()) }} />
  return (
    <View className='cart'>
      {drawn.shown.map((line) =>
        isEffectiveItem(line) ? (
          <CartRow
            key={line.cartId}
            line={line}
            onToggle={() => cart.toggle(line.cartId)}
            onAmount={(n) => void attempt(() => cart.changeAmount(line.cartId, n))}
            onDelete={() => void confirmDelete([line.cartId])}
          />
        ) : (
          <Fragment key={line.cartId}>
            {/* the first row that can no longer be bought heads its group */}
            {line.cartId === cart.invalid[0]?.cartId ? <View className='cart__section'>失效商品</View> : null}
            <CartRow line={line} invalid onDelete={() => void confirmDelete([line.cartId])} />
          </Fragment>
        ),
      )}
      {drawn.hasMore ? <ListFooter list={drawn} /> : null}
      <CartFooter
        totals={cart.totals}
        allChecked={cart.allChecked}
        checkedCount={cart.checkedIds.length}
        onToggleAll={() => cart.toggleAll()}
        onDeleteChecked={() => void confirmDelete(cart.checkedIds)}
        onSettle={settle}
      />
    </View>
  )
}

export default page(observer(CartPage))
