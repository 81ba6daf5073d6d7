import { page } from '@/components/page-boundary/page-boundary'
import { Text, View } from '@tarojs/components'
import { useDidShow, useReachBottom } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useRef } from 'react'
import { EmptyState } from '@/components/empty-state/empty-state'
import { ErrorState } from '@/components/error-state/error-state'
import { ListFooter } from '@/components/list-footer/list-footer'
import { usePageLoad } from '@/components/page-kit/use-page-load'
import { TabStrip } from '@/components/tab-strip/tab-strip'
import { routes } from '@/config/routes'
import { openRoute } from '@/platform/navigation'
import { useArea } from '@/stores/store-context'
import { noticeArea } from './model/notice-area'
import { NOTICE_TABS, badgeText, noticeText, noticeTime, unreadFor } from './model/notice-rules'
import './notice.scss'

/** Course and system notices with their unread counts; opening one marks it read. */
function NoticeListPage() {
  const store = useArea(noticeArea)
  // on open and on pull-down: page 1 and the counts
  usePageLoad(() => store.refresh(), [store])
  // whenever the parent comes back from a notice: fresh list and counts
  const shown = useRef(false)
  useDidShow(() => {
    if (shown.current && store.list.loaded) void store.refresh()
    shown.current = true
  })
  useReachBottom(() => void store.list.loadMore())

  const list = store.list
  const tabIndex = Math.max(0, NOTICE_TABS.findIndex((t) => t.type === store.type))
  return (
    <View className='notice-list'>
      <TabStrip
        spread
        muted
        titles={NOTICE_TABS.map((t) => {
          const badge = badgeText(unreadFor(store.counts, t.type))
          return (
            <View className='notice-tab' data-testid={`notice-tab-${t.type}`}>
              <Text>{t.title}</Text>
              {badge ? (
                <Text className='notice-tab__badge' data-testid={`unread-${t.type}`}>
                  {badge}
                </Text>
              ) : null}
            </View>
          )
        })}
        value={tabIndex}
        onChange={(index) => void store.select(NOTICE_TABS[index].type)}
      />
      {list.error ? (
        <ErrorState text={list.error} onRetry={() => void list.reload()} />
      ) : list.isEmpty ? (
        <EmptyState text='暂无通知' />
      ) : (
        <View className='notice-list__items'>
          {list.items.map((n) => (
            <View
              key={n.messageId}
              className={`notice-item${n.readStatus === 0 ? ' is-unread' : ''}`}
              data-testid='notice-item'
              data-state={n.readStatus === 0 ? 'unread' : 'read'}
              onClick={() => void openRoute(routes.noticeDetail({ id: n.messageId }))}
            >
              <View className='notice-item__head'>
                {n.readStatus === 0 ? <Text className='notice-item__dot' /> : null}
                <Text className='notice-item__title'>{n.title}</Text>
                <Text className='notice-item__time'>{noticeTime(n.createTime)}</Text>
              </View>
              <Text className='notice-item__brief'>{noticeText(n.content).replace(/\n/g, ' ')}</Text>
            </View>
          ))}
          <ListFooter list={list} />
        </View>
      )}
    </View>
  )
}

export default page(observer(NoticeListPage))
