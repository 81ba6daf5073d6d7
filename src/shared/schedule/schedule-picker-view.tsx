import { Text, View } from '@tarojs/components'
import type { ScheduleItem } from '@/services/api/common-shapes'
import { observer } from 'mobx-react'
import type { ReactNode } from 'react'
import { pendingView } from '@/components/resource-pending/resource-pending'
import { toast } from '@/components/toast/toast'
import { WeekCalendar } from '@/components/week-calendar/week-calendar'
import type { SchedulePicker } from './schedule-picker'
import { remainText, scheduleTimeText, teacherNames } from './schedule-text'
import './schedule-picker.scss'

export interface SchedulePickerViewProps<S extends ScheduleItem> {
  picker: SchedulePicker<S>
  title: string
  /** Shown when the plan has no days. */
  emptyText?: string
  /** Extra mark of a class (e.g. 已预约). */
  badge?: (item: S) => ReactNode
}

/** The plan on the week calendar, then the classes of the chosen day with time, room, teacher and places left. */
function SchedulePickerViewInner<S extends ScheduleItem>({ picker, title, emptyText = '近期暂无排课', badge }: SchedulePickerViewProps<S>) {
  const chooseDate = (date: string) => {
    void picker.chooseDate(date).then((why) => {
      if (why) void toast(why)
    })
  }
  const chooseSchedule = (id: string) => {
    const why = picker.chooseSchedule(id)
    if (why) void toast(why)
  }
  // the plan and the day's classes wait (or fail, with retry) the app's one way
  const planPending = () => pendingView(picker.planLoad, () => void picker.loadPlan())
  const dayPending = () => pendingView(picker.dayLoad, () => void picker.loadSchedules())
  return (
    <View className='detail-card detail-section schedule-picker' data-testid='schedule-section'>
      <Text className='detail-section__title'>{title}</Text>
      {picker.planLoad.status !== 'ready' ? (
        planPending()
      ) : picker.plan.length === 0 ? (
        <Text className='detail-section__hint'>{emptyText}</Text>
      ) : (
        <WeekCalendar plan={picker.shownPlan} today={picker.today} value={picker.date} onChange={chooseDate} />
      )}
      {picker.date ? (
        picker.dayLoad.status === 'error' || (picker.dayLoad.status === 'loading' && picker.schedules.length === 0) ? (
          dayPending()
        ) : picker.schedules.length === 0 ? (
          <Text className='detail-section__hint'>当天暂无可约课程</Text>
        ) : (
          <View className='schedules'>
            {picker.schedules.map((s) => {
              const full = s.remainCount <= 0
              const started = picker.isStarted(s)
              return (
                <View
                  key={s.scheduleId}
                  className={`schedule ${s.scheduleId === picker.scheduleId ? 'is-active' : ''} ${full || started ? 'is-disabled' : ''}`}
                  data-started={started ? '1' : '0'}
                  data-testid='schedule'
                  data-id={s.scheduleId}
                  onClick={() => chooseSchedule(s.scheduleId)}
                >
                  <Text className='schedule__time'>{scheduleTimeText(s)}</Text>
                  <View className='schedule__where'>
                    <Text className='schedule__room'>{s.classRoom?.classRoomName}</Text>
                    <Text className='schedule__teacher'>{teacherNames(s)}</Text>
                  </View>
                  {badge?.(s)}
                  <Text className='schedule__remain' data-testid='schedule-remain'>
                    {started ? '已开始' : remainText(s)}
                  </Text>
                </View>
              )
            })}
          </View>
        )
      ) : picker.planLoad.status === 'ready' && picker.plan.length > 0 ? (
        <Text className='detail-section__hint' data-testid='choose-day-hint'>
          请先选择上课日期，再选择时间
        </Text>
      ) : null}
    </View>
  )
}

export const SchedulePickerView = observer(SchedulePickerViewInner) as <S extends ScheduleItem>(props: SchedulePickerViewProps<S>) => JSX.Element
