import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { ErrorState } from '@/components/error-state/error-state'
import { WeekCalendar } from '@/components/week-calendar/week-calendar'
import type { DetailStore } from '../detail-store'
import { isClassStarted, scheduleTimeText, teacherNames } from '../purchase-rules'

/** The campus plan on the week calendar, then the classes of the chosen day. */
function ScheduleSectionView({ store }: { store: DetailStore }) {
  if (!store.campusId) return null
  return (
    <View className='detail-card detail-section' data-testid='schedule-section'>
      <Text className='detail-section__title'>选择上课时间</Text>
      {store.planStatus === 'error' ? (
        <ErrorState text={store.planError} onRetry={() => void store.loadPlan()} />
      ) : store.planStatus !== 'ready' ? (
        <Text className='detail-section__hint'>排课加载中…</Text>
      ) : store.plan.length === 0 ? (
        <Text className='detail-section__hint'>该校区近期暂无排课</Text>
      ) : (
        <WeekCalendar plan={store.plan} today={store.today} value={store.date} onChange={(d) => void store.chooseDate(d)} />
      )}
      {store.date ? (
        store.scheduleStatus === 'error' ? (
          <ErrorState text={store.scheduleError} onRetry={() => void store.loadSchedules()} />
        ) : store.scheduleStatus === 'loading' ? (
          <Text className='detail-section__hint'>课程加载中…</Text>
        ) : store.schedules.length === 0 ? (
          <Text className='detail-section__hint'>当天暂无可约课程</Text>
        ) : (
          <View className='schedules'>
            {store.schedules.map((s) => {
              const full = s.remainCount <= 0
              const started = isClassStarted(s, store.nowMs())
              return (
                <View
                  key={s.scheduleId}
                  className={`schedule ${s.scheduleId === store.scheduleId ? 'is-active' : ''} ${full || started ? 'is-disabled' : ''}`}
                  data-started={started ? '1' : '0'}
                  data-testid='schedule'
                  onClick={() => store.chooseSchedule(s.scheduleId)}
                >
                  <Text className='schedule__time'>{scheduleTimeText(s)}</Text>
                  <Text className='schedule__room'>{s.classRoom?.classRoomName}</Text>
                  <Text className='schedule__teacher'>{teacherNames(s)}</Text>
                  <Text className='schedule__remain'>{started ? '已开始' : full ? '已约满' : `余${s.remainCount}`}</Text>
                </View>
              )
            })}
          </View>
        )
      ) : null}
    </View>
  )
}

export const ScheduleSection = observer(ScheduleSectionView)
