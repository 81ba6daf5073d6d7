import { page } from '@/components/page-boundary/page-boundary'
import { CalendarCard } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useEffect } from 'react'
import { ErrorState } from '@/components/error-state/error-state'
import { scheduleWhenText, teacherNames } from '@/shared/schedule/schedule-text'
import { useArea } from '@/stores/store-context'
import { scheduleArea } from './model/schedule-area'
import './schedule.scss'

const key = (y: number, m: number, d: number) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`

/** The month view: days with classes marked, the chosen day's classes below. */
function ScheduleCalendarPage() {
  const { month: store } = useArea(scheduleArea)
  useEffect(() => {
    void store.open()
  }, [store])
  const byDay = store.byDay
  const [y, m, d] = store.day ? store.day.split('-').map(Number) : [0, 0, 0]

  return (
    <View className='schedule-page' data-testid='schedule-calendar'>
      <View className='month-view'>
        <CalendarCard
          firstDayOfWeek={1}
          value={y ? new Date(y, m - 1, d) : null}
          onPageChange={({ year, month }) => void store.showMonth(year, month)}
          onDayClick={(day) => store.chooseDay(key(day.year, day.month, day.date))}
          renderDayBottom={(day) =>
            day.type === 'current' && byDay.has(key(day.year, day.month, day.date)) ? (
              <Text className='month-view__dot' data-testid='booked-day'>
                ●
              </Text>
            ) : null
          }
        />
      </View>
      {store.classes.status === 'error' && !store.classes.value ? (
        <ErrorState text={store.classes.error} onRetry={() => void store.classes.load()} />
      ) : store.dayClasses.length === 0 ? (
        <Text className='schedule-page__hint'>{store.classes.value ? '当天没有课程' : '加载中…'}</Text>
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
  )
}

export default page(observer(ScheduleCalendarPage))
