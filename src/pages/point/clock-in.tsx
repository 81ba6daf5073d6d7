import { page } from '@/components/page-boundary/page-boundary'
import { pendingView } from '@/components/resource-pending/resource-pending'
import { Button, CalendarCard } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { usePageLoad } from '@/components/page-kit/use-page-load'
import { routes } from '@/config/routes'
import { runAction } from '@/components/toast/run-action'
import { openRoute } from '@/platform/navigation'
import { useArea } from '@/stores/store-context'
import { pointArea } from './model/point-area'
import { checkInFailureText } from './model/point-rules'
import './point-pages.scss'

const pad = (n: number) => String(n).padStart(2, '0')

/** Daily check-in: this month's check-ins on a calendar, the streak, and the once-a-day button. */
function ClockInPage() {
  const { signin } = useArea(pointArea)
  const state = signin.state
  usePageLoad(() => state.load(), [state])

  const checkIn = () => void runAction(() => signin.checkIn(), { done: (point) => `签到成功，积分+${point}`, failed: checkInFailureText })

  if (!state.value) return pendingView(state)
  const s = state.value
  const marked = new Set(s.days)
  const done = signin.checkedInToday
  return (
    <View className='points'>
      <View className='points__hero'>
        <Text className='points__hero-label'>我的积分</Text>
        <Text className='points__hero-value' data-testid='my-points'>
          {s.point}
        </Text>
        <Text className='points__hero-sub' data-testid='signin-streak'>
          已连续签到 {s.streak} 天
        </Text>
        <Button
          className='points__signin'
          type='primary'
          disabled={signin.locked}
          loading={signin.checkingIn}
          onClick={() => void checkIn()}
          data-testid='signin-button'
        >
          {done ? (signin.earned ? `今日已签到 +${signin.earned}` : '今日已签到') : `立即签到 +${s.todayPoint}`}
        </Button>
      </View>
      <View className='points__calendar' data-testid='signin-calendar'>
        <CalendarCard
          firstDayOfWeek={1}
          renderDayBottom={(d) => {
            if (d.type && d.type !== 'current') return null
            const key = `${d.year}-${pad(d.month)}-${pad(d.date)}`
            return marked.has(key) ? (
              <Text className='points__mark' data-testid='signin-mark'>
                签
              </Text>
            ) : null
          }}
        />
      </View>
      <View className='points__links'>
        <Button className='points__link' fill='outline' type='primary' onClick={() => void openRoute(routes.pointMall())}>
          积分商城
        </Button>
        <Button className='points__link' fill='outline' type='primary' onClick={() => void openRoute(routes.pointRank())}>
          签到排行榜
        </Button>
      </View>
    </View>
  )
}

export default page(observer(ClockInPage))
