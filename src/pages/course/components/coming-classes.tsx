import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { pendingView } from '@/components/resource-pending/resource-pending'
import { routes } from '@/config/routes'
import { openRoute } from '@/platform/navigation'
import type { TimetableStore } from '../model/timetable-store'
import { ClassRow } from './class-row'

/** The student's next classes, above the course tabs. */
export const ComingClasses = observer(function ComingClasses({ store }: { store: TimetableStore }) {
  const res = store.schedules
  return (
    <View className='course-section' data-testid='coming-classes'>
      <View className='course-section__head'>
        <Text className='course-section__title'>近期课表</Text>
        <Text className='course-section__link' data-testid='to-records' onClick={() => void openRoute(routes.scheduleRecord())}>
          我的预约 ›
        </Text>
      </View>
      {!res.value ? (
        pendingView(res)
      ) : store.coming.length === 0 ? (
        <Text className='course-section__hint'>近期没有课程安排</Text>
      ) : (
        store.coming.map((s) => (
          <View key={s.scheduleId} onClick={() => void openRoute(routes.courseDetail({ productId: s.productId }))}>
            <ClassRow item={s} />
          </View>
        ))
      )}
    </View>
  )
})
