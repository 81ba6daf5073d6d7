import { KvCell } from '@/components/kv-cell/kv-cell'
import { page } from '@/components/page-boundary/page-boundary'
import { Text, View } from '@tarojs/components'
import type { PointRecordType } from '@types-api/api/account'
import { observer } from 'mobx-react'
import { useRef } from 'react'
import { useDrawnRows } from '@/components/page-kit/use-drawn-rows'
import { usePageLoad } from '@/components/page-kit/use-page-load'
import { pendingView } from '@/components/resource-pending/resource-pending'
import { EmptyState } from '@/components/empty-state/empty-state'
import { ListFooter } from '@/components/list-footer/list-footer'
import { TabStrip } from '@/components/tab-strip/tab-strip'
import { POINT_RECORDS_DRAWN } from '@/config/page-sizes'
import { useArea, useStores } from '@/stores/store-context'
import { accountArea } from './model/account-store'
import { parseServerTime } from '@/utils/date'
import './user-info.scss'

const TYPES: { type: PointRecordType | 0; title: string }[] = [
  { type: 0, title: '全部' },
  { type: 1, title: '获得' },
  { type: 2, title: '支出' },
]

/** '+10' for earned, '-1200' for spent. */
export const signedPoint = (n: number): string => (n > 0 ? `+${n}` : String(n))

/** The points record: up to 100 entries, filtered by type, earned and spent signed, drawn a screenful at a time. */
function PointRecordPage() {
  const stores = useStores()
  const account = useArea(accountArea)
  const rec = account.pointRecords
  // the drawn rows keep this getter for the page's life: it asks the registry each time, so after
  // another parent logs in it reads the new account model, not the one this render was given
  const drawn = useDrawnRows(() => stores.areas.get(accountArea).pointRecords.value?.list ?? [], POINT_RECORDS_DRAWN)
  // 全部 on open; pull-down reads the chosen type again, the rows staying until the answer
  const opened = useRef(false)
  usePageLoad(() => {
    if (opened.current) return rec.load()
    opened.current = true
    return account.setPointType(0)
  }, [account, rec], { onShow: 'after-hidden' })
  const list = rec.value?.list ?? []
  const showType = (type: PointRecordType | 0) => {
    drawn.reset()
    void account.setPointType(type)
  }
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
        onChange={(index) => showType(TYPES[index].type)}
      />
      {!rec.value ? (
        pendingView(rec)
      ) : list.length === 0 ? (
        <EmptyState text='暂无积分记录' />
      ) : (
        <View className='precord__list'>
          {drawn.shown.map((r) => (
            <KvCell
              key={r.recordId}
              testId='point-record'
              label={r.title}
              description={parseServerTime(r.createTime)?.format('YYYY-MM-DD HH:mm') ?? ''}
              value={<Text className={r.point >= 0 ? 'precord__in' : 'precord__out'}>{signedPoint(r.point)}</Text>}
            />
          ))}
          {drawn.hasMore ? <ListFooter list={drawn} /> : null}
        </View>
      )}
    </View>
  )
}

export default page(observer(PointRecordPage))
