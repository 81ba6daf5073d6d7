import { page } from '@/components/page-boundary/page-boundary'
import { Tabs } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import Taro, { useDidShow, usePullDownRefresh, useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { EmptyState } from '@/components/empty-state/empty-state'
import { ErrorState } from '@/components/error-state/error-state'
import { openRoute } from '@/platform/navigation'
import { useArea } from '@/stores/store-context'
import { parseServerTime } from '@/utils/date'
import { ChartImage } from './components/chart-image'
import { assessmentArea } from './model/assessment-area'
import { trendSvg } from './model/charts'
import { ASSESSMENT_ROUTES, shortDay } from './model/form-rules'
import './assessment.scss'

/** The assessments to take or done, and the weekly growth reports with their trend. */
function AssessmentListPage() {
  const area = useArea(assessmentArea)
  const { params } = useRouter()
  const [tab, setTab] = useState(params.tab === 'week' ? 1 : 0)
  useDidShow(() => {
    void area.list.load()
    void area.weeks.ensure()
  })
  usePullDownRefresh(() => {
    void Promise.all([area.list.load(), area.weeks.load()]).finally(() => Taro.stopPullDownRefresh())
  })
  const list = area.list
  const weeks = area.weeks

  return (
    <View className='assessment-page' data-testid='assessment-list'>
      <Tabs value={tab} onChange={(v) => setTab(Number(v))} activeType='line'>
        <Tabs.TabPane title='我的测评' value={0} />
        <Tabs.TabPane title='成长周报' value={1} />
      </Tabs>
      {tab === 0 ? (
        list.status === 'error' && !list.value ? (
          <ErrorState text={list.error} onRetry={() => void list.load()} />
        ) : !list.value ? (
          <Text className='assessment-page__hint'>加载中…</Text>
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
                onClick={() => void openRoute(done ? ASSESSMENT_ROUTES.report(a.recordId!) : ASSESSMENT_ROUTES.detail(a.formId))}
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
      ) : weeks.status === 'error' && !weeks.value ? (
        <ErrorState text={weeks.error} onRetry={() => void weeks.load()} />
      ) : !weeks.value ? (
        <Text className='assessment-page__hint'>加载中…</Text>
      ) : weeks.value.length === 0 ? (
        <EmptyState text='暂无成长周报' />
      ) : (
        <>
          <View className='report-card'>
            <Text className='report-card__title'>成长趋势</Text>
            <ChartImage
              testId='trend-chart'
              width={320}
              height={160}
              svg={trendSvg(weeks.value.map((w) => ({ label: shortDay(w.weekStart), value: w.score, max: 100 })))}
            />
          </View>
          {[...weeks.value].reverse().map((w) => (
            <View key={w.reportId} className='assess-card' data-testid='week-report' onClick={() => void openRoute(ASSESSMENT_ROUTES.week(w.reportId))}>
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
