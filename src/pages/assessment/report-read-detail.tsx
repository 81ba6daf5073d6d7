import { page } from '@/components/page-boundary/page-boundary'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { EmptyState } from '@/components/empty-state/empty-state'
import { usePageLoad } from '@/components/page-kit/use-page-load'
import { pendingView } from '@/components/resource-pending/resource-pending'
import { useArea } from '@/stores/store-context'
import { parseServerTime } from '@/utils/date'
import { ChartImage } from './components/chart-image'
import { assessmentArea } from './model/assessment-area'
import { radarHeight, radarSvg } from './model/charts'
import './assessment.scss'

/** An assessment report (recordId: conclusion, ability radar) or a weekly growth report (reportId). */
function ReportReadDetailPage() {
  const area = useArea(assessmentArea)
  const { params } = useRouter()
  const recordId = params.recordId ?? ''
  const reportId = params.reportId ?? ''
  usePageLoad(() => (recordId ? area.openReport(recordId) : reportId ? area.openWeek(reportId) : undefined), [area, recordId, reportId])

  if (!recordId && !reportId) return <EmptyState text='报告不存在' />
  const res = recordId ? area.report : area.week
  if (!res.value) return pendingView(res)

  if (reportId && area.week.value) {
    const w = area.week.value
    const weekAbilities = w.abilities ?? []
    return (
      <View className='assessment-page' data-testid='week-report-detail'>
        <View className='report-card'>
          <Text className='report-card__title'>{w.title}</Text>
          <Text className='report-card__sub'>
            {w.weekStart} 至 {w.weekEnd}
          </Text>
          <View className='report-card__score'>
            <Text className='report-card__num'>{w.score}</Text>
            <Text className='report-card__level'>成长分</Text>
          </View>
          <Text className='report-card__text'>{w.summary}</Text>
        </View>
        <View className='report-card'>
          <Text className='report-card__title'>能力分布</Text>
          <ChartImage testId='ability-chart' alt='能力雷达图' width={320} height={radarHeight(weekAbilities.length)} svg={radarSvg(weekAbilities.map((a) => ({ label: a.abilityName, value: a.score, max: a.fullScore ?? 0 })))} />
        </View>
        <View className='report-card'>
          <Text className='report-card__title'>老师评语</Text>
          <Text className='report-card__text'>{w.teacherComment}</Text>
        </View>
      </View>
    )
  }

  const r = area.report.value!
  return (
    <View className='assessment-page' data-testid='report-detail'>
      <View className='report-card'>
        <Text className='report-card__title'>{r.record.formName}</Text>
        <Text className='report-card__sub'>
          {[r.record.studentName, parseServerTime(r.record.submitTime)?.format('YYYY-MM-DD HH:mm')].filter(Boolean).join(' · ')}
        </Text>
        <View className='report-card__score'>
          <Text className='report-card__num' data-testid='total-score'>
            {r.view.totalScore}
          </Text>
          <Text className='report-card__level'>{r.view.level}</Text>
        </View>
        <Text className='report-card__text'>{r.view.summary}</Text>
      </View>
      <View className='report-card'>
        <Text className='report-card__title'>能力得分</Text>
        <ChartImage testId='ability-chart' alt='能力雷达图' width={320} height={radarHeight(r.abilities.length)} svg={radarSvg(r.abilities.map((a) => ({ label: a.abilityName, value: a.score, max: a.fullScore ?? 0 })))} />
        {r.abilities.map((a) => (
          <View key={a.abilityName} className='report-card__row' data-testid='ability'>
            <Text>{a.abilityName}</Text>
            <Text>
              {a.score}/{a.fullScore}
            </Text>
          </View>
        ))}
      </View>
      <View className='report-card'>
        <Text className='report-card__title'>建议</Text>
        {(r.view.suggestions ?? []).map((s, i) => (
          <Text key={s} className='report-card__text'>
            {i + 1}. {s}
          </Text>
        ))}
      </View>
    </View>
  )
}

export default page(observer(ReportReadDetailPage))
