import { KvCell } from '@/components/kv-cell/kv-cell'
import { page } from '@/components/page-boundary/page-boundary'
import { Loading } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import type { PointRecordType } from '@types-api/api/account'
import { observer } from 'mobx-react'
import { useEffect } from 'react'
import { EmptyState } from '@/components/empty-state/empty-state'
import { ErrorState } from '@/components/error-state/error-state'
import { TabStrip } from '@/components/tab-strip/tab-strip'
import { useStores } from '@/stores/store-context'
import { parseServerTime } from '@/utils/date'
import './user-info.scss'

const TYPES: { type: PointRecordType | 0; title: string }[] = [
  { type: 0, title: '全部' },
  { type: 1, title: '获得' },
  { type: 2, title: '支出' },
]

/** '+10' for earned, '-1200' for spent. */
export const signedPoint = (n: number): string => (n > 0 ? `+${n}` : String(n))

/** The points record: up to 100 entries, filtered by type, earned and spent signed. */
function PointRecordPage() {
  const { account } = useStores()
  const rec = account.pointRecords
  useEffect(() => {
    void account.setPointType(0)
  }, [account])
  usePullDownRefresh(() => void rec.load().finally(() => Taro.stopPullDownRefresh()))
  const list = rec.value?.list ?? []
  return (
    <View className='precord'>
      <View className='precord__head'>
        <Text className='precord__label'>当前积分</Text>
        <Text className='precord__value' data-testid='record-balance'>
          {rec.value ? rec.value.point : '—'}
        </Text>
      </View>
      <TabStrip
        spread
        titles={TYPES.map((t) => t.title)}
        value={TYPES.findIndex((t) => t.type === account.pointType)}
        onChange={(index) => void account.setPointType(TYPES[index].type)}
      />
      {rec.status === 'error' && !rec.value ? (
        <ErrorState text={rec.error} onRetry={() => void rec.load()} />
      ) : rec.loading && !rec.value ? (
        <View className='user__loading'>
          <Loading type='spinner'>加载中…</Loading>
        </View>
      ) : list.length === 0 ? (
        <EmptyState text='暂无积分记录' />
      ) : (
        <View className='precord__list'>
          {list.map((r) => (
            <KvCell
              key={r.recordId}
              testId='point-record'
              label={r.title}
              description={parseServerTime(r.createTime)?.format('YYYY-MM-DD HH:mm') ?? ''}
              value={<Text className={r.point >= 0 ? 'precord__in' : 'precord__out'}>{signedPoint(r.point)}</Text>}
            />
          ))}
        </View>
      )}
    </View>
  )
}

export default page(observer(PointRecordPage))
