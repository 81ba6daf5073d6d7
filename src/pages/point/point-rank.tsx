import { page } from '@/components/page-boundary/page-boundary'
import { Avatar } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { useReachBottom } from '@tarojs/taro'
import type { RankUser } from './model/point-calls'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { usePageLoad } from '@/components/page-kit/use-page-load'
import { useArea } from '@/stores/store-context'
import { pointArea, type RankKind } from './model/point-area'
import './point-pages.scss'
import { PagedListView } from '@/components/page-kit/paged-list-view'
import { TabStrip } from '@/components/tab-strip/tab-strip'
import { colors } from '@/styles/colors'

const KINDS: { kind: RankKind; title: string }[] = [
  { kind: 'month', title: '月榜' },
  { kind: 'total', title: '总榜' },
]

function RankRow({ u, mine }: { u: RankUser; mine?: boolean }) {
  return (
    <View className={`rank__row${mine ? ' rank__row--mine' : ''}`} data-testid={mine ? 'my-rank' : 'rank-row'}>
      <Text className={`rank__no${u.rank <= 3 ? ' rank__no--top' : ''}`}>{u.rank}</Text>
      <Avatar src={u.headimg || undefined} size='normal' background={colors.brandLight} color={colors.brand}>
        {u.headimg ? null : u.name.slice(0, 1)}
      </Avatar>
      <Text className='rank__name'>{mine ? `${u.name}（我）` : u.name}</Text>
      <Text className='rank__days'>{u.signDays}天</Text>
    </View>
  )
}

/** Check-in rankings: month and total, 20 a page, my own place pinned at the bottom. */
function PointRankPage() {
  const { rankList, rankMine } = useArea(pointArea)
  const [kind, setKind] = useState<RankKind>('month')
  const list = rankList(kind)
  // a ranking's first page on its first showing; pull-down keeps the rows until page 1 arrives
  usePageLoad(() => (list.loaded ? list.refresh() : list.loading ? undefined : list.reload()), [list])
  useReachBottom(() => void list.loadMore())
  const mine = rankMine.get(kind)

  return (
    <View className='rank'>
      <TabStrip spread muted titles={KINDS.map((k) => k.title)} value={KINDS.findIndex((k) => k.kind === kind)} onChange={(index) => setKind(KINDS[index].kind)} />
      <PagedListView list={list} empty='暂无排行' className='rank__list' testId='rank-list' renderItem={(u) => <RankRow key={u.userId} u={u} />} />
      {mine ? (
        <View className='rank__pin'>
          <RankRow u={mine} mine />
        </View>
      ) : null}
    </View>
  )
}

export default page(observer(PointRankPage))
