import { Cell } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import { useDidHide, useDidShow, useRouter, useUnload } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useEffect, useMemo } from 'react'
import { usePageLoad } from '@/components/page-kit/use-page-load'
import { pendingView } from '@/components/resource-pending/resource-pending'
import { runAction } from '@/components/toast/run-action'
import { routes } from '@/config/routes'
import { ErrorState } from '@/components/error-state/error-state'
import { goBack, openRoute } from '@/platform/navigation'
import { runPayment } from '@/shared/trade/pay-flow'
import { confirmRequestFromQuery } from '@/shared/trade/confirm-request'
import { addressArea } from '@/shared/address/address-area'
import { tradeArea } from '@/shared/trade/trade-area'
import { useArea } from '@/stores/store-context'
import { fenToYuanText } from '@/utils/money'
import { ConfirmAddress } from './confirm-address'
import { ConfirmBar } from './confirm-bar'
import { ConfirmCost } from './confirm-cost'
import { ConfirmLines } from './confirm-lines'
import { ConfirmWallet } from './confirm-wallet'
import './confirm-view.scss'
import { laterOnThisPage } from '@/components/page-kit/page-timers'

/** Order confirmation for money and points orders: draft, address, coupons, wallet, submit and pay. */
function ConfirmView() {
  const trade = useArea(tradeArea)
  const { checkout, pay } = trade
  const address = useArea(addressArea).store
  const params = useRouter().params as Record<string, string>
  const request = useMemo(() => confirmRequestFromQuery(params), [params])

  usePageLoad(async () => {
    if (!request) return
    // spec §8: the message for 2 s, then back
    const r = await runAction(() => checkout.open(request))
    if (!r.ok) laterOnThisPage(() => void goBack(), 2000)
  }, [checkout, request])

  useEffect(() => {
    if (checkout.hasGoods && address.list.status === 'idle') void address.load()
  }, [checkout.hasGoods, address])

  useDidShow(() => pay.resume())
  useDidHide(() => pay.pause())
  useUnload(() => pay.stop())

  const chosenAddress = address.addressSelection ?? address.defaultAddress
  const submit = async () => {
    const r = await runAction(() => checkout.submit(chosenAddress?.addressId ?? null))
    const created = r.ok ? r.value : null
    if (created) await runPayment(trade, created, { skipBridge: created.payFen === 0 })
  }

  if (!request) return <ErrorState text='订单信息不完整' onRetry={() => void goBack()} />
  // one drawing of the whole order: the draft, its first cost and (for goods) the parent's addresses,
  // so the first screen shows neither 请选择收货地址 for a parent who has an address nor a total that
  // the best coupons change a moment later (an address list that failed shows the address to choose)
  const addressesIn = !checkout.hasGoods || address.list.answered
  if (!checkout.firstCostSettled || !addressesIn) {
    return pendingView(checkout.opened, () => void checkout.open(request).catch(() => undefined))
  }
  const isPoint = checkout.kind === 'point'
  const busy = checkout.submitting || pay.busy
  const label = checkout.created ? '重新支付' : isPoint ? '立即兑换' : '提交订单'
  const amountText = isPoint ? `${checkout.points}积分` : `¥${fenToYuanText(checkout.amounts.finalFen)}`
  return (
    <View className='confirm'>
      {checkout.hasGoods ? (
        <ConfirmAddress address={chosenAddress} onChoose={() => void openRoute(routes.addressManagement({ select: '1' }))} />
      ) : null}
      <ConfirmLines lines={checkout.lines} />
      {isPoint ? (
        <View className='confirm-card'>
          <Cell title='所需积分' extra={`${checkout.points}积分`} />
          <View data-testid='point-balance'>
            <Cell title='可用积分' extra={`${checkout.pointBalance}积分`} />
          </View>
          {checkout.pointsShort ? <View className='confirm__warn'>积分不足，无法兑换</View> : null}
        </View>
      ) : (
        <>
          <ConfirmCost
            totalFen={checkout.amounts.totalFen}
            couponFen={checkout.couponSavingFen}
            couponCount={checkout.couponIds.length}
            usableCoupons={checkout.coupons.filter((c) => c.usable !== false).length}
            schemeFen={checkout.amounts.schemeFen}
            freightFen={checkout.amounts.freightFen}
            onCoupons={() => void openRoute(routes.couponSelect())}
          />
          <View className='confirm-card'>
            <ConfirmWallet
              balanceFen={checkout.walletBalanceFen}
              lockedFen={checkout.walletLockedFen}
              capFen={checkout.amounts.walletCapFen}
              usedFen={checkout.walletFen}
              message={checkout.walletMessage}
              onChange={(fen) => checkout.setWallet(fen)}
            />
          </View>
          {checkout.costError ? <View className='confirm__warn'>{checkout.costError}</View> : null}
        </>
      )}
      <ConfirmBar
        amountText={amountText}
        label={label}
        loading={busy}
        disabled={(checkout.costing && !checkout.created) || (isPoint && checkout.pointsShort)}
        onSubmit={() => void submit()}
      />
    </View>
  )
}

export default observer(ConfirmView)
