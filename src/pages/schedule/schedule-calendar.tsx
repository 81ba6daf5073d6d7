import { page } from '@/components/page-boundary/page-boundary'
import { CalendarCard, type CalendarCardDay, type CalendarCardRef } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useRef } from 'react'
import { usePageLoad } from '@/components/page-kit/use-page-load'
import { pendingView } from '@/components/resource-pending/resource-pending'
import { scheduleWhenText, teacherNames } from '@/shared/schedule/schedule-text'
import { useArea } from '@/stores/store-context'
import { classTimeText } from '@/utils/class-time'
import { scheduleArea } from './model/schedule-area'
import { monthDayClass } from './model/schedule-rules'
import './schedule.scss'

const key = (d: CalendarCardDay) => `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.date).padStart(2, '0')}`

/** The month view: the chosen day, today and days with classes marked apart; the chosen day's classes below. */
function ScheduleCalendarPage() {
  const { month: store } = useArea(scheduleArea)
  const calendar = useRef<CalendarCardRef>(null)
  usePageLoad(() => store.open(), [store])
  const [y, m, d] = store.day ? store.day.split('-').map(Number) : [0, 0, 0]

  const choose = (day: CalendarCardDay) => {
    store.chooseDay(key(day))
    // a day of the month before or after: show its month
    if (day.type !== 'current') calendar.current?.jumpTo(day.year, day.month)
  }

  return (
    <View className='schedule-page' data-testid='schedule-calendar'>
      <View className='month-view'>
        <CalendarCard
          ref={calendar}
          firstDayOfWeek={1}
          value={y ? new Date(y, m - 1, d) : null}
          // the first call comes from the calendar's own mount, before the page opened the month
          onPageChange={({ year, month }) => (store.month ? void store.showMonth(year, month) : undefined)}
          onDayClick={choose}
          renderDayTop={(day) =>
            day.type === 'current' && store.marks(key(day)).today ? <Text className='month-view__today'>今天</Text> : null
          }
          renderDay={(day) => {
            if (day.type !== 'current') return day.date
            const marks = store.marks(key(day))
            return (
              <View
                className={monthDayClass(marks)}
                data-testid='month-day'
                data-date={key(day)}
                data-chosen={marks.chosen ? '1' : '0'}
                data-today={marks.today ? '1' : '0'}
              >
                {day.date}
              </View>
            )
          }}
          renderDayBottom={(day) =>
            day.type === 'current' && store.marks(key(day)).booked ? (
              <View className='month-view__dot' data-testid='booked-day' />
            ) : null
          }
        />
      </View>
      {/* the chosen day's title and classes in a box of their own: when they come, the calendar beside
          them is not drawn again (the mini-program sends a whole list of children again when one is added) */}
      <View>
        {store.day ? (
          <Text className='schedule-page__day' data-testid='chosen-day-title'>
            {classTimeText({ appointDate: store.day })} 的课程
          </Text>
        ) : null}
        {!store.classes.value ? (
          pendingView(store.classes)
        ) : store.dayClasses.length === 0 ? (
          <Text className='schedule-page__hint'>当天没有课程</Text>
        ) : (
          store.dayClasses.map((s) => (
            <View key={s.scheduleId} className='appointment' data-testid='day-class'>
              <Text className='appointment__when'>{scheduleWhenText(s)}</Text>
              <Text className='appointment__name'>{s.productName}</Text>
              <Text className='appointment__where'>{[s.classRoom?.classRoomName, teacherNames(s)].filter(Boolean).join(' · ')}</Text>
            </View>
          ))
        )}
      </View>
    </View>
  )
}

export default page(observer(ScheduleCalendarPage))
