import { page } from '@/components/page-boundary/page-boundary'
import { Button, Popup, SearchBar } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { useReachBottom, useShareAppMessage } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useEffect, useState } from 'react'
import { usePageLoad } from '@/components/page-kit/use-page-load'
import { runAction } from '@/components/toast/run-action'
import { toast } from '@/components/toast/toast'
import { routes } from '@/config/routes'
import { openRoute } from '@/platform/navigation'
import { useArea } from '@/stores/store-context'
import { ArticleCard } from './components/article-card'
import { ModuleEditor } from './components/module-editor'
import { articleArea } from './model/article-area'
import './article.scss'
import { PagedListView } from '@/components/page-kit/paged-list-view'
import { TabStrip } from '@/components/tab-strip/tab-strip'

/** Expert articles: tabs (推荐 first, then the parent's module order, editable), title search, pages of 3, interest tags chosen once. */
function ArticleListPage() {
  const model = useArea(articleArea)
  const { list: store, tags } = model
  const [tagsOpen, setTagsOpen] = useState(false)
  const [keyword, setKeyword] = useState(store.title)

  // on open and on pull-down: page 1 of the tab, the rows staying until it arrives
  usePageLoad(() => store.open(), [store], { onShow: 'after-hidden' })
  // the interest tags are asked for once, on the first visit
  useEffect(() => {
    tags.load().then(
      () => {
        if (!tags.chosen) setTagsOpen(true)
      },
      () => undefined,
    )
  }, [tags])
  useReachBottom(() => void store.list.loadMore())
  useShareAppMessage(() => ({ title: '专家育儿文章', path: routes.articleList() }))

  const saveTags = async () => {
    const r = await runAction(() => tags.save())
    if (!r.ok) return
    setTagsOpen(false)
    // longer than a success toast's title may be in the mini-program: a plain one
    void toast('已按兴趣为你推荐')
    if (store.tabId === 1) void store.list.reload()
  }

  const list = store.list
  const tabIndex = Math.max(0, store.tabList.findIndex((t) => t.articleTypeId === store.tabId))
  return (
    <View className='article-list'>
      <SearchBar value={keyword} placeholder='搜索文章标题' onChange={setKeyword} onSearch={(v) => void store.search(v)} onClear={() => void store.search('')} />
      <View className='article-list__links'>
        <Text className='article-list__link' data-testid='open-tags' onClick={() => setTagsOpen(true)}>
          兴趣标签
        </Text>
        <Text className='article-list__link' data-testid='open-follows' onClick={() => void openRoute(routes.follow())}>
          我的关注
        </Text>
        <Text className='article-list__link' data-testid='open-favorites' onClick={() => void openRoute(routes.favorites())}>
          我的收藏
        </Text>
        <Text className='article-list__link' data-testid='open-modules' onClick={() => store.editModules()}>
          栏目管理
        </Text>
      </View>
      <TabStrip muted className='article-list__tabs' titles={store.tabList.map((t) => t.articleTypeName)} value={tabIndex} onChange={(index) => void store.selectTab(store.tabList[index].articleTypeId)} />
      <PagedListView list={list} empty={store.title ? '没有找到相关文章' : '暂无文章'} className='article-list__items' renderItem={(a) => <ArticleCard key={a.parentArticleId} article={a} />} />
      <ModuleEditor store={store} />
      <Popup visible={tagsOpen} position='bottom' round closeable onClose={() => setTagsOpen(false)}>
        <View className='article-sheet tag-picker' data-testid='tag-picker'>
          <Text className='article-sheet__title'>选择你关心的话题</Text>
          <Text className='article-sheet__hint'>我们会优先为你推荐相关文章，之后可随时修改</Text>
          <View className='tag-picker__tags'>
            {tags.tags.map((t) => (
              <Text key={t.tagId} className={`tag-picker__tag${tags.picked.includes(t.tagId) ? ' is-on' : ''}`} data-testid='interest-tag' onClick={() => tags.toggle(t.tagId)}>
                {t.tagName}
              </Text>
            ))}
          </View>
          <Button type='primary' block disabled={tags.saving} data-testid='save-tags' onClick={() => void saveTags()}>
            保存
          </Button>
        </View>
      </Popup>
    </View>
  )
}

export default page(observer(ArticleListPage))
