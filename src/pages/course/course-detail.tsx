import { page } from '@/components/page-boundary/page-boundary'
import { imageAlt } from '@/platform/image-alt'
import { screenFacts } from '@/platform/screen'
import { sizedPicture } from '@/utils/sized-picture'
import { Button } from '@nutui/nutui-react-taro'
import { Image, Text, View } from '@tarojs/components'
import { useDidShow, useRouter } from '@tarojs/taro'
import type { StudentSchedule } from '@/shared/schedule/booking-calls'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { EmptyState } from '@/components/empty-state/empty-state'
import { CancelClassDialog } from '@/shared/schedule/cancel-class-dialog'
import { usePageLoad } from '@/components/page-kit/use-page-load'
import { pendingView } from '@/components/resource-pending/resource-pending'
import { runAction } from '@/components/toast/run-action'
import { routes } from '@/config/routes'
import { openRoute } from '@/platform/navigation'
import { useArea } from '@/stores/store-context'
import { ClassRow } from './components/class-row'
import { courseArea } from './model/course-area'
import { courseCover, progressText } from './model/course-rules'
import './course-pages.scss'
import { copyText } from '@/components/toast/copy-text'

/** One bought course: progress, coming classes (online ones with their link and password), past classes, book, cancel, evaluate. */
function CourseDetailPage() {
  const { detail: store } = useArea(courseArea)
  const { params } = useRouter()
  const productId = params.productId ?? params.product_id ?? ''
  const [cancelling, setCancelling] = useState<StudentSchedule | null>(null)
  usePageLoad(() => (productId ? store.open(productId) : undefined), [store, productId])
  // back from booking: the classes may have changed
  useDidShow(() => {
    if (store.productId === productId && store.schedules.value) void store.schedules.load()
  })

  if (!productId) return <EmptyState text='课程不存在' />
  const course = store.course
  if (!course.value) return pendingView(course, () => void store.open(productId))
  const c = course.value
  const schedules = store.schedules

  return (
    <View className='course-page' data-testid='course-detail'>
      <View className='course-head'>
        <Image {...imageAlt('')} className='course-head__cover' src={sizedPicture(courseCover(c), 200, 150, screenFacts())} mode='aspectFill' />
        <View className='course-head__body'>
          <Text className='course-head__name'>{c.name}</Text>
          <Text className='course-head__desc'>{store.product.value?.description ?? ''}</Text>
          {c.campusName ? <Text className='course-head__desc'>{c.campusName}</Text> : null}
          <Text className='course-head__progress'>{progressText(c)}</Text>
        </View>
      </View>

      <View className='course-section' data-testid='upcoming-classes'>
        <Text className='course-section__title'>待上课程</Text>
        {!schedules.value ? (
          pendingView(schedules)
        ) : schedules.value.upcoming.length === 0 ? (
          <Text className='course-section__hint'>暂无待上课程{store.canBook ? '，去预约一节吧' : ''}</Text>
        ) : (
          schedules.value.upcoming.map((s) => (
            <ClassRow key={s.scheduleId} item={s}>
              {s.onlineInfo ? (
                <View className='class-row__online' data-testid='online-info'>
                  <Text>上课链接：{s.onlineInfo.teachingStudentLink}</Text>
                  {'\n'}
                  <Text>会议密码：{s.onlineInfo.confuserpwd}</Text>
                </View>
              ) : null}
              <View className='class-row__actions'>
                {s.onlineInfo ? (
                  <>
                    <Button size='small' fill='outline' onClick={() => void copyText(s.onlineInfo!.teachingStudentLink, '链接已复制')}>
                      复制链接
                    </Button>
                    <Button size='small' fill='outline' data-testid='copy-password' onClick={() => void copyText(s.onlineInfo!.confuserpwd, '密码已复制')}>
                      复制密码
                    </Button>
                  </>
                ) : null}
                {s.appointmentId ? (
                  <Button size='small' fill='outline' loading={store.cancellation.cancelling === s.scheduleId} onClick={() => setCancelling(s)}>
                    取消预约
                  </Button>
                ) : null}
              </View>
            </ClassRow>
          ))
        )}
      </View>

      {schedules.value?.past.length ? (
        <View className='course-section' data-testid='past-classes'>
          <Text className='course-section__title'>已上课程</Text>
          {schedules.value.past.map((s) => (
            <ClassRow key={s.scheduleId} item={s} />
          ))}
        </View>
      ) : null}

      {store.canBook || store.canEvaluate ? (
        <View className='course-bar'>
          {store.canBook ? (
            <Button type='primary' data-testid='book-class' onClick={() => void openRoute(routes.scheduleAppointment({ productId }))}>
              预约上课
            </Button>
          ) : null}
          {store.canEvaluate ? (
            <Button type='primary' data-testid='evaluate-course' onClick={() => void openRoute(routes.courseEvaluation({ productId }))}>
              {Number(c.isEvaluate) === 1 ? '查看评价' : '评价课程'}
            </Button>
          ) : null}
        </View>
      ) : null}
      <CancelClassDialog item={cancelling} onClose={() => setCancelling(null)} onConfirm={(item) => void runAction(() => store.cancellation.cancel(item), { done: '已取消预约' })} />
    </View>
  )
}

export default page(observer(CourseDetailPage))
