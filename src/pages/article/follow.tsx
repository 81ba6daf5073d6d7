import { page } from '@/components/page-boundary/page-boundary'
import { Button } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import type { Expert } from '@types-api/api/article'
import { observer } from 'mobx-react'
import { EmptyState } from '@/components/empty-state/empty-state'
import { ErrorState } from '@/components/error-state/error-state'
import { ListFooter } from '@/components/list-footer/list-footer'
import { usePagedList } from '@/components/product-list-view/use-paged-list'
import { toast } from '@/components/toast/toast'
import { openRoute } from '@/platform/navigation'
import { errorText } from '@/services/http/errors'
import { useArea } from '@/stores/store-context'
import { ExpertCard } from './components/expert-card'
import { articleArea } from './model/article-area'
import { expertRoute } from './model/article-rules'
import './article.scss'

/** The experts the parent follows; unfollow from the list. */
function FollowPage() {
  const model = useArea(articleArea)
  const list = usePagedList<Expert>(model.followPage)
  const unfollow = (e: Expert) =>
    void model.unfollow(list, e).then(
      () => toast('已取消关注'),
      (err: unknown) => toast(errorText(err)),
    )
  if (list.error) return <ErrorState text={list.error} onRetry={() => void list.reload()} />
  if (list.isEmpty)
    return (
      <EmptyState text='还没有关注的专家'>
        <View className='empty-action'>
          <Button type='primary' size='small' onClick={() => void openRoute('/pages/article/article-list')}>
            去看看专家文章
          </Button>
        </View>
      </EmptyState>
    )
  return (
    <View className='follow-page' data-testid='follow-list'>
      {list.items.map((e) => (
        <ExpertCard key={e.expertId} expert={e} onOpen={() => void openRoute(expertRoute(e.expertId))} onFollow={() => unfollow(e)} />
      ))}
      <ListFooter list={list} />
    </View>
  )
}

export default page(observer(FollowPage))
