import { Text, View } from '@tarojs/components'
import type { StudentSchedule } from '@/shared/schedule/booking-calls'
import type { ReactNode } from 'react'
import { scheduleWhenText, teacherNames } from '@/shared/schedule/schedule-text'

/** One class of the student's timetable: when, course, room and teachers. */
export function ClassRow({ item, children }: { item: StudentSchedule; children?: ReactNode }) {
  return (
    <View className='class-row' data-testid='class-row'>
      <Text className='class-row__when'>{scheduleWhenText(item)}</Text>
      <Text className='class-row__name'>{item.productName}</Text>
      <Text className='class-row__where'>
        {item.classRoom?.classRoomName}
        {teacherNames(item) ? ` · ${teacherNames(item)}` : ''}
      </Text>
      {children}
    </View>
  )
}
