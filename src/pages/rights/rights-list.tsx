import { page } from '@/components/page-boundary/page-boundary'
import { pendingView } from '@/components/resource-pending/resource-pending'
import { Button, Tag } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { EmptyState } from '@/components/empty-state/empty-state'
import { usePageLoad } from '@/components/page-kit/use-page-load'
import { runAction } from '@/components/toast/run-action'
import { useArea } from '@/stores/store-context'
import { faceValueText } from '@/utils/coupon-text'
import { RECEIVE_TEXT, rightsArea, rightState, rightValidity } from './model/rights-area'
import './rights-list.scss'

const STATE_TEXT = { received: '已领取', 'not-started': '未开始', ended: '已结束' } as const

/** Member rights: the equity package and each right's coupons, received with one tap. */
function RightsListPage() {
  const { model, now } = useArea(rightsArea)
  const { equity, rights } = model
  const load = () => Promise.all([equity.load(), rights.load()])
  usePageLoad(load, [equity, rights], { onShow: 'after-hidden' })

  if (!rights.value) return pendingView(rights, () => void load())
  const pack = equity.value
  return (
    <View className='rights'>
      {pack ? (
        <View className='rights__pack' data-testid='equity-package'>
          <View className='rights__pack-head'>
            <Text className='rights__pack-name'>{pack.packageName}</Text>
            <Tag type='warning' className='rights__level'>{pack.levelName}</Tag>
          </View>
          <Text className='rights__pack-date'>{rightValidity(pack)}</Text>
          <View className='rights__items'>
            {(pack.items ?? []).map((it) => (
              <View key={it.name} className='rights__item'>
                <Text className='rights__item-name'>{it.name}</Text>
                <Text className='rights__item-times'>{it.times ? `${it.times}次` : '不限次'}</Text>
              </View>
            ))}
          </View>
        </View>
      ) : null}
      <Text className='rights__section'>我的权益</Text>
      {rights.value.length === 0 ? <EmptyState text='暂无权益' /> : null}
      {rights.value.map((r) => {
        const state = rightState(r, now())
        return (
          <View key={r.rightsId} className='rights__card' data-testid='right-card' data-id={r.rightsId}>
            <View className='rights__card-head'>
              <Text className='rights__card-name'>{r.rightsName}</Text>
              {state === 'receivable' ? (
                <Button
                  className='rights__btn'
                  size='small'
                  type='primary'
                  loading={model.receivingId === String(r.rightsId)}
                  onClick={() => void runAction(() => model.receive(String(r.rightsId)), RECEIVE_TEXT)}
                >
                  领取
                </Button>
              ) : (
                <Text className='rights__state'>{STATE_TEXT[state]}</Text>
              )}
            </View>
            <Text className='rights__desc'>{r.description}</Text>
            <View className='rights__coupons'>
              {(r.coupons ?? []).map((c) => (
                <Text key={c.couponName} className='rights__coupon'>
                  {c.couponName} ¥{faceValueText(c.facevalue)} x{c.count}
                </Text>
              ))}
            </View>
            <Text className='rights__date'>{rightValidity(r)}</Text>
          </View>
        )
      })}
    </View>
  )
}

export default page(observer(RightsListPage))
