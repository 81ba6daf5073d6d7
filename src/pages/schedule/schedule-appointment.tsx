import { page } from '@/components/page-boundary/page-boundary'
import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog'
import { EmptyState } from '@/components/empty-state/empty-state'
import { useAddressedLoad } from '@/components/page-kit/use-page-load'
import { runAction } from '@/components/toast/run-action'
import { toast } from '@/components/toast/toast'
import { routes } from '@/config/routes'
import { openRoute } from '@/platform/navigation'
import { SchedulePickerView } from '@/shared/schedule/schedule-picker-view'
import { scheduleWhenText, teacherNames } from '@/shared/schedule/schedule-text'
import { useArea } from '@/stores/store-context'
import { scheduleArea } from './model/schedule-area'
import './schedule.scss'

/** Books a class of a bought course: a day on the week calendar, a class, then a confirmation. */
function ScheduleAppointmentPage() {
  const { booking: store } = useArea(scheduleArea)
  const productId = useAddressedLoad('productId', store, (s, id) => s.open(id))
  const [asking, setAsking] = useState(false)
  useDidShow(() => {
    if (store.productId === productId && store.picker.date) void store.picker.loadSchedules()
  })

  if (!productId) return <EmptyState text='请从我的课程进入预约' />
  const picker = store.picker
  const chosen = picker.schedule

  const ask = () => {
    if (store.blockReason) return void toast(store.blockReason)
    setAsking(true)
  }
  const confirm = () => {
    setAsking(false)
    void runAction(() => store.book(), { done: '预约成功' })
  }

  return (
    <View className='schedule-page' data-testid='schedule-appointment'>
      <View className='schedule-page__links'>
        <Text className='schedule-page__link' onClick={() => void openRoute(routes.scheduleCalendar())}>
          月历
        </Text>
        <Text className='schedule-page__link' data-testid='to-records' onClick={() => void openRoute(routes.scheduleRecord())}>
          我的预约
        </Text>
      </View>
      <SchedulePickerView
        picker={picker}
        title='选择上课时间'
        emptyText='近三周暂无排课'
        badge={(s) => (Number(s.isAppointment) === 1 ? <Text className='schedule__badge'>已预约</Text> : null)}
      />
      <View className='schedule-bar'>
        <Text className='schedule-bar__text'>{chosen ? `${scheduleWhenText(chosen)} ${chosen.classRoom?.classRoomName ?? ''}` : '请选择日期和时间'}</Text>
        <Button type='primary' data-testid='book' loading={store.booking} disabled={store.booking} onClick={ask}>
          立即预约
        </Button>
      </View>
      <ConfirmDialog
        visible={asking}
        title='确认预约'
        content={chosen ? `${scheduleWhenText(chosen)}\n${chosen.classRoom?.classRoomName ?? ''} ${teacherNames(chosen)}` : ''}
        confirmText='确认预约'
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      />
    </View>
  )
}

export default page(observer(ScheduleAppointmentPage))
