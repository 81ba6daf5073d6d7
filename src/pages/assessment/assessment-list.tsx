import { page } from '@/components/page-boundary/page-boundary'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { EmptyState } from '@/components/empty-state/empty-state'
import { usePageLoad } from '@/components/page-kit/use-page-load'
import { pendingView } from '@/components/resource-pending/resource-pending'
import { TabStrip } from '@/components/tab-strip/tab-strip'
import { routes } from '@/config/routes'
import { openRoute } from '@/platform/navigation'
import { useArea } from '@/stores/store-context'
import { parseServerTime } from '@/utils/date'
import { ChartImage } from './components/chart-image'
import { assessmentArea } from './model/assessment-area'
import { trendSvg } from './model/charts'
import { shortDay } from './model/form-rules'
import './assessment.scss'

/** The assessments to take or done, and the weekly growth reports with their trend. */
function AssessmentListPage() {
  const area = useArea(assessmentArea)
  const { params } = useRouter()
  const [tab, setTab] = useState(params.tab === 'week' ? 1 : 0)
  // an assessment sent from its form reads the list again itself (assessment-detail)
  usePageLoad(() => Promise.all([area.list.load(), area.weeks.load()]), [area])
  const list = area.list
  const weeks = area.weeks

  return (
    <View className='assessment-page' data-testid='assessment-list'>
      <TabStrip spread muted titles={['我的测评', '成长周报']} value={tab} onChange={setTab} />
      {tab === 0 ? (
        !list.value ? (
          pendingView(list)
        ) : list.value.length === 0 ? (
          <EmptyState text='暂无测评' />
        ) : (
          list.value.map((a) => {
            const done = Number(a.status) === 1 && a.recordId
            const at = parseServerTime(a.submitTime)
            return (
              <View
                key={a.formId}
                className='assess-card'
                data-testid='assessment'
                data-status={done ? 'done' : 'todo'}
                onClick={() => void openRoute(done ? routes.reportReadDetail({ recordId: a.recordId! }) : routes.assessmentDetail({ formId: a.formId }))}
              >
                <View className='assess-card__body'>
                  <Text className='assess-card__name'>{a.formName}</Text>
                  <Text className='assess-card__desc'>{done && at ? `${at.format('YYYY-MM-DD')} 已完成` : a.description}</Text>
                </View>
                <Text className={`assess-card__go ${done ? 'is-done' : ''}`}>{done ? '查看报告' : '去测评'}</Text>
              </View>
            )
          })
        )
      ) : !weeks.value ? (
        pendingView(weeks)
      ) : weeks.value.length === 0 ? (
        <EmptyState text='暂无成长周报' />
      ) : (
        <>
          <View className='report-card'>
            <Text className='report-card__title'>成长趋势</Text>
            <ChartImage
              testId='trend-chart'
              alt='成长趋势图'
              width={320}
              height={160}
              svg={trendSvg(weeks.value.map((w) => ({ label: shortDay(w.weekStart), value: Number(w.score) || 0, max: 100 })))}
            />
          </View>
          {[...weeks.value].reverse().map((w) => (
            <View key={w.reportId} className='assess-card' data-testid='week-report' onClick={() => void openRoute(routes.reportReadDetail({ reportId: w.reportId }))}>
              <View className='assess-card__body'>
                <Text className='assess-card__name'>{w.title}</Text>
                <Text className='assess-card__desc'>
                  {w.weekStart} 至 {w.weekEnd} · 成长分 {w.score}
                </Text>
              </View>
              <Text className='assess-card__go is-done'>查看</Text>
            </View>
          ))}
        </>
      )}
    </View>
  )
}

export default page(observer(AssessmentListPage))
