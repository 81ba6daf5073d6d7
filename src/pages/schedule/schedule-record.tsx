import { page } from '@/components/page-boundary/page-boundary'
import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import type { Appointment } from '@/shared/schedule/booking-calls'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { EmptyState } from '@/components/empty-state/empty-state'
import { usePageLoad } from '@/components/page-kit/use-page-load'
import { pendingView } from '@/components/resource-pending/resource-pending'
import { TabStrip } from '@/components/tab-strip/tab-strip'
import { runAction } from '@/components/toast/run-action'
import { CancelClassDialog } from '@/shared/schedule/cancel-class-dialog'
import { scheduleWhenText, teacherNames } from '@/shared/schedule/schedule-text'
import { useArea } from '@/stores/store-context'
import type { RecordTab } from './model/appointments-store'
import { scheduleArea } from './model/schedule-area'
import './schedule.scss'

const TABS: { key: RecordTab; title: string }[] = [
  { key: 'upcoming', title: '待上课' },
  { key: 'past', title: '已结束' },
]

/** My appointments: upcoming and past; cancel where the server allows it. */
function ScheduleRecordPage() {
  const { appointments: store } = useArea(scheduleArea)
  const [cancelling, setCancelling] = useState<Appointment | null>(null)
  const list = store.list
  usePageLoad(() => list.load(), [list], { onShow: 'after-hidden' })

  return (
    <View className='schedule-page' data-testid='schedule-record'>
      <TabStrip
        spread
        muted
        titles={TABS.map((t) => `${t.title}${list.value ? `(${store.split[t.key].length})` : ''}`)}
        value={TABS.findIndex((t) => t.key === store.tab)}
        onChange={(index) => store.setTab(TABS[index].key)}
      />
      {!list.value ? (
        pendingView(list)
      ) : store.shown.length === 0 ? (
        <EmptyState text={store.tab === 'upcoming' ? '暂无待上课的预约' : '暂无已结束的预约'} />
      ) : (
        store.shown.map((a) => (
          <View key={a.appointmentId} className='appointment' data-testid='appointment' data-schedule={a.scheduleId}>
            <Text className='appointment__when'>{scheduleWhenText(a)}</Text>
            <Text className='appointment__name'>{a.productName}</Text>
            <Text className='appointment__where'>
              {[a.campusName, a.classRoom?.classRoomName, teacherNames(a)].filter(Boolean).join(' · ')}
            </Text>
            {store.tab === 'upcoming' ? (
              <View className='appointment__foot'>
                {store.canCancel(a) ? (
                  <Button size='small' fill='outline' data-testid='cancel-appointment' loading={store.cancellation.cancelling === a.appointmentId} onClick={() => setCancelling(a)}>
                    取消预约
                  </Button>
                ) : (
                  <Text className='appointment__note'>开课前24小时内不可取消</Text>
                )}
              </View>
            ) : null}
          </View>
        ))
      )}
      <CancelClassDialog item={cancelling} onClose={() => setCancelling(null)} onConfirm={(a) => void runAction(() => store.cancel(a), { done: '已取消预约' })} />
    </View>
  )
}

export default page(observer(ScheduleRecordPage))
