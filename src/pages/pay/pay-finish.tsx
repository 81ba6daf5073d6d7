import { page } from '@/components/page-boundary/page-boundary'
import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { StateBox, StatePicture } from '@/components/empty-state/state-box'
import { usePageLoad } from '@/components/page-kit/use-page-load'
import { pendingView } from '@/components/resource-pending/resource-pending'
import { routes } from '@/config/routes'
import { openRoute } from '@/platform/navigation'
import { tradeArea } from '@/shared/trade/trade-area'
import { useArea } from '@/stores/store-context'
import './pay.scss'

/** Payment success. It asks the server once more, so "paid" is shown only when the server says so. */
function PayFinishPage() {
  const trade = useArea(tradeArea)
  const { orderId = '', orderCode = '' } = useRouter().params
  usePageLoad(() => trade.checkPaid(orderId), [trade, orderId])

  const paid = trade.paid.value
  if (paid === null) return pendingView(trade.paid)
  return (
    <View className='pay-page' data-testid={paid ? 'pay-finish' : 'pay-unpaid'}>
      <View className={`pay-page__badge${paid ? '' : ' pay-page__badge--wait'}`}>{paid ? '✓' : '!'}</View>
      <Text className='pay-page__title'>{paid ? '支付成功' : '订单尚未支付'}</Text>
      {orderCode ? <Text className='pay-page__code'>订单号 {orderCode}</Text> : null}
      {/* the empty states' picture, from the storefront's object storage (NutUI's default lives on a host the page's policy does not allow) */}
      {paid ? null : <StateBox image={<StatePicture />} title='如已支付，请稍后在订单详情查看' />}
      <View className='pay-page__actions'>
        <Button type='primary' fill='outline' onClick={() => void Taro.redirectTo({ url: routes.orderDetail({ orderCode }) })}>
          查看订单
        </Button>
        <Button type='primary' onClick={() => void openRoute(routes.home())}>
          返回首页
        </Button>
      </View>
    </View>
  )
}

export default page(observer(PayFinishPage))
