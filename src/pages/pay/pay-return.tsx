import { page } from '@/components/page-boundary/page-boundary'
import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import Taro, { useDidHide, useDidShow, useRouter, useUnload } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useEffect } from 'react'
import { runPayment } from '@/shared/trade/pay-flow'
import { payResultFromQuery } from '@/services/pay/pay-result'
import { routes } from '@/config/routes'
import { tradeArea } from '@/shared/trade/trade-area'
import { useArea } from '@/stores/store-context'
import './pay.scss'

/** Where a cashier elsewhere returns to (?orderId&orderCode&payResult): settles like any payment. */
function PayReturnPage() {
  const trade = useArea(tradeArea)
  const { pay } = trade
  const { orderId = '', orderCode = '', payResult } = useRouter().params
  const order = { orderId, orderCode }

  useEffect(() => {
    if (orderId) void runPayment(trade, order, { returned: payResultFromQuery(payResult) ?? { kind: 'fail' } })
    // once per arrival
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [orderId, payResult])
  useDidShow(() => pay.resume())
  useDidHide(() => pay.pause())
  useUnload(() => pay.stop())

  if (!orderId) return <View className='pay-page__loading'>订单不存在</View>
  const failed = pay.phase === 'failed'
  return (
    <View className='pay-page'>
      <Text className='pay-page__title' data-testid='pay-return-state'>
        {failed ? pay.message : '支付中'}
      </Text>
      <Text className='pay-page__code'>订单号 {orderCode}</Text>
      {failed ? (
        <View className='pay-page__actions'>
          <Button type='primary' fill='outline' onClick={() => void Taro.redirectTo({ url: routes.orderDetail({ orderCode }) })}>
            查看订单
          </Button>
          <Button type='primary' onClick={() => void runPayment(trade, order)}>
            重新支付
          </Button>
        </View>
      ) : null}
    </View>
  )
}

export default page(observer(PayReturnPage))
