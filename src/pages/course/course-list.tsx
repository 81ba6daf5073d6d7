import { page } from '@/components/page-boundary/page-boundary'
import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useEffect } from 'react'
import { EmptyState } from '@/components/empty-state/empty-state'
import { usePageLoad } from '@/components/page-kit/use-page-load'
import { pendingView } from '@/components/resource-pending/resource-pending'
import { TabStrip } from '@/components/tab-strip/tab-strip'
import { runAction } from '@/components/toast/run-action'
import { routes } from '@/config/routes'
import { openRoute } from '@/platform/navigation'
import { useArea } from '@/stores/store-context'
import { classTimeText } from '@/utils/class-time'
import { CourseCard } from './components/course-card'
import { courseArea } from './model/course-area'
import { COURSE_TABS, courseRoute, tabOf } from './model/course-rules'
import { ComingClasses } from './components/coming-classes'
import './course-pages.scss'

/** My timetable: coming classes, booked live lessons, then the in-study or graduated courses. */
function CourseListPage() {
  const { timetable: store } = useArea(courseArea)
  const { params } = useRouter()
  // the address chooses the tab the page opens on; pull-down reads the tab shown (the parent may have switched)
  useEffect(() => store.chooseTab(tabOf(params.tab)), [store, params.tab])
  usePageLoad(() => store.refresh(), [store], { onShow: 'after-hidden' })

  const list = store.current
  const courses = list.value ? [...list.value.serviceClassList, ...list.value.videolessonList] : []
  const tabIndex = Math.max(0, COURSE_TABS.findIndex((t) => t.courseType === store.tab))
  return (
    <View className='course-page' data-testid='course-list'>
      <ComingClasses store={store} />
      {store.live.value?.length ? (
        <View className='course-section' data-testid='booked-live'>
          <Text className='course-section__title'>已预约直播</Text>
          {store.live.value.map((s) => (
            <View key={s.productId} className='class-row'>
              <Text className='class-row__when'>{classTimeText({ startDateTime: s.liveStartTime })}</Text>
              <Text className='class-row__name'>{s.name}</Text>
              <View className='class-row__actions'>
                <Button
                  size='small'
                  fill='outline'
                  loading={store.liveBusy === s.productId}
                  onClick={() => void runAction(() => store.cancelLive(s.productId), { done: '已取消预约' })}
                >
                  取消预约
                </Button>
              </View>
            </View>
          ))}
        </View>
      ) : null}
      <TabStrip spread muted className='course-tabs' titles={COURSE_TABS.map((t) => t.title)} value={tabIndex} onChange={(index) => void store.setTab(COURSE_TABS[index].courseType)} />
      {!list.value ? (
        pendingView(list)
      ) : courses.length === 0 ? (
        <EmptyState text={store.tab === 1 ? '暂无在读课程' : '暂无结业课程'} />
      ) : (
        courses.map((c) => (
          <CourseCard
            key={c.product_id}
            course={c}
            onClick={() => void openRoute(courseRoute(c))}
            extra={c.lessons ? <Text className='course-card__go'>看视频</Text> : null}
          />
        ))
      )}
      <View className='course-section'>
        <View className='course-section__head' onClick={() => void openRoute(routes.courseFinish())} data-testid='to-finished'>
          <Text className='course-section__title'>已完成课程</Text>
          <Text className='course-section__link'>查看 ›</Text>
        </View>
      </View>
    </View>
  )
}

export default page(observer(CourseListPage))
