import { Swiper, SwiperItem, Text, View } from '@tarojs/components'
import { useEffect, useMemo, useState } from 'react'
import {
  bufferAround,
  buildWeek,
  canChoose,
  initialDay,
  mondayOf,
  rotateBuffer,
  stepBuffer,
  weekTitle,
  WEEK_LABELS,
  type CalendarDay,
  type PlanDay,
  type WeekBuffer,
} from './week-days'
import './week-calendar.scss'

export interface WeekCalendarProps {
  /** Days of the plan; every other day is disabled. */
  plan: readonly PlanDay[]
  /** Today, 'YYYY-MM-DD' (from the store's clock). */
  today: string
  /** The chosen day, 'YYYY-MM-DD'; its week is the initial one. */
  value?: string | null
  onChange?: (date: string, day: CalendarDay) => void
  /** The shown week changed (its Monday). */
  onWeekChange?: (monday: string) => void
}

/**
 * Week calendar (spec §2): Monday first, three weeks kept in a circular swiper and rotated on
 * swipe, days outside the plan disabled, full days badged 满, today marked 今天.
 */
export function WeekCalendar({ plan, today, value, onChange, onWeekChange }: WeekCalendarProps) {
  const [buffer, setBuffer] = useState<WeekBuffer>(() => bufferAround(initialDay(plan, today, value)))
  const shown = buffer.mondays[buffer.current]

  // a new chosen day from outside (or a plan arriving) moves to its week
  const anchor = initialDay(plan, today, value)
  useEffect(() => {
    setBuffer((b) => (b.mondays[b.current] === mondayOf(anchor) ? b : bufferAround(anchor)))
  }, [anchor])

  const weeks = useMemo(() => buffer.mondays.map((m) => buildWeek(m, plan, today, value ?? null)), [buffer, plan, today, value])

  const move = (next: WeekBuffer) => {
    if (next === buffer) return
    setBuffer(next)
    onWeekChange?.(next.mondays[next.current])
  }

  const choose = (day: CalendarDay) => {
    if (!canChoose(day)) return
    onChange?.(day.date, day)
  }

  return (
    <View className='week-calendar' data-testid='week-calendar'>
      <View className='week-calendar__head'>
        <Text className='week-calendar__arrow' data-testid='week-prev' onClick={() => move(stepBuffer(buffer, -1))}>
          ‹
        </Text>
        <Text className='week-calendar__title' data-testid='week-title'>
          {weekTitle(shown)}
        </Text>
        <Text className='week-calendar__arrow' data-testid='week-next' onClick={() => move(stepBuffer(buffer, 1))}>
          ›
        </Text>
      </View>
      {/* the weekdays head the columns (every week starts on Monday), so a day's box holds its date
          alone and still holds it with the text set large */}
      <View className='week-calendar__weekdays'>
        {WEEK_LABELS.map((label) => (
          <Text key={label} className='week-calendar__weekday'>
            {label}
          </Text>
        ))}
      </View>
      <Swiper
        className='week-calendar__swiper'
        circular
        current={buffer.current}
        duration={250}
        onChange={(e) => {
          if (e.detail.source === 'touch') move(rotateBuffer(buffer, e.detail.current))
        }}
      >
        {weeks.map((week, slot) => (
          <SwiperItem key={slot}>
            <View className='week-calendar__week' data-testid={slot === buffer.current ? 'week-shown' : undefined}>
              {week.map((day) => (
                <View
                  key={day.date}
                  className={[
                    'week-calendar__day',
                    day.disabled ? 'is-disabled' : '',
                    day.full ? 'is-full' : '',
                    day.selected ? 'is-selected' : '',
                    day.isToday ? 'is-today' : '',
                  ].join(' ')}
                  data-date={day.date}
                  data-testid='calendar-day'
                  aria-disabled={day.disabled}
                  onClick={() => choose(day)}
                >
                  <Text className='week-calendar__num'>{day.isToday ? '今天' : day.dayOfMonth}</Text>
                  {day.full ? <Text className='week-calendar__badge'>满</Text> : null}
                </View>
              ))}
            </View>
          </SwiperItem>
        ))}
      </Swiper>
    </View>
  )
}
