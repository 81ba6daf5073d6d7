import { page } from '@/components/page-boundary/page-boundary'
import { Text } from '@tarojs/components'
import { observer } from 'mobx-react'
import { usePagedList } from '@/components/page-kit/use-paged-list'
import { routes } from '@/config/routes'
import { openRoute } from '@/platform/navigation'
import { useArea } from '@/stores/store-context'
import { parseServerTime } from '@/utils/date'
import { CourseCard } from './components/course-card'
import { courseArea } from './model/course-area'
import './course-pages.scss'
import { PagedListView } from '@/components/page-kit/paged-list-view'

/** Completed courses, page by page, each with its evaluation state. */
function CourseFinishPage() {
  const area = useArea(courseArea)
  const list = usePagedList(area.finishedPage)
  return (
    <PagedListView
      list={list}
      empty='暂无已完成课程'
      className='course-page'
      testId='course-finish'
      renderItem={(c) => {
        const done = Number(c.isEvaluate) === 1
        const finished = parseServerTime(c.finishTime ?? null)
        return (
          <CourseCard
            key={c.product_id}
            course={{ ...c, campusName: [c.campusName, finished ? `${finished.format('YYYY-MM-DD')} 结课` : ''].filter(Boolean).join(' · ') }}
            onClick={() => void openRoute(routes.courseDetail({ productId: c.product_id }))}
            extra={
              <Text
                className='course-card__go'
                data-testid={done ? 'evaluated' : 'to-evaluate'}
                onClick={(e) => {
                  e.stopPropagation()
                  void openRoute(routes.courseEvaluation({ productId: c.product_id }))
                }}
              >
                {done ? '查看评价' : '去评价'}
              </Text>
            }
          />
        )
      }}
    />
  )
}

export default page(observer(CourseFinishPage))
