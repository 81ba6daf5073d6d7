import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import type { LiveProduct } from '@/shared/product/product-detail-api'
import { parseServerTime } from '@/utils/date'
import type { LiveAction } from '../model/live-sessions'

/** liveStatus 0 not started, 1 live now, 2 ended (replay); another status shows no text. */
const STATUS_TEXT: Record<number, string | undefined> = { 0: '未开始', 1: '直播中', 2: '已结束' }

/** What a parent can do with a session now. */
export function liveActionOf(s: LiveProduct): { action: LiveAction; text: string } | null {
  if (s.liveStatus === 2 && s.needUnlock === 1 && s.isUnlock !== 1) return { action: 'unlock', text: '解锁回放' }
  if (s.liveStatus === 0) return s.isAppointment === 1 ? { action: 'cancel', text: '取消预约' } : { action: 'book', text: '预约' }
  return null
}

export interface LiveSectionProps {
  sessions: LiveProduct[]
  busy: string | null
  onAction: (sessionId: string, action: LiveAction) => void
}

/** The live sessions of an online course: book or cancel upcoming ones, unlock replays. */
export function LiveSection({ sessions, busy, onAction }: LiveSectionProps) {
  if (!sessions.length) return null
  return (
    <View className='detail-card detail-section' data-testid='live-section'>
      <Text className='detail-section__title'>直播课表</Text>
      {sessions.map((s) => {
        const act = liveActionOf(s)
        const start = parseServerTime(s.liveStartTime)
        return (
          <View key={s.productId} className='live-row' data-testid='live-row'>
            <View className='live-row__text'>
              <Text className='live-row__name'>{s.name}</Text>
              <Text className='live-row__time'>
                {start ? start.format('MM月DD日 HH:mm') : ''} · {STATUS_TEXT[s.liveStatus] ?? ''}
                {s.isAppointment === 1 ? ' · 已预约' : ''}
              </Text>
            </View>
            {act ? (
              <Button size='small' type={act.action === 'cancel' ? 'default' : 'primary'} loading={busy === s.productId} onClick={() => onAction(s.productId, act.action)}>
                {act.text}
              </Button>
            ) : null}
          </View>
        )
      })}
    </View>
  )
}
