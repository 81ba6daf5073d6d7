import { page } from '@/components/page-boundary/page-boundary'
import type { Expert } from './model/article-calls'
import { observer } from 'mobx-react'
import { routes } from '@/config/routes'
import { openRoute } from '@/platform/navigation'
import { useArea } from '@/stores/store-context'
import { ExpertCard } from './components/expert-card'
import { MyList } from './components/my-list'
import { articleArea } from './model/article-area'
import './article.scss'

/** The experts the parent follows; unfollow from the list. */
function FollowPage() {
  const model = useArea(articleArea)
  return (
    <MyList<Expert>
      fetchPage={model.followPage}
      remove={(list, e) => model.unfollow(list, e)}
      removedText='已取消关注'
      emptyText='还没有关注的专家'
      className='follow-page'
      testId='follow-list'
      renderItem={(e, remove) => <ExpertCard key={e.expertId} expert={e} onOpen={() => void openRoute(routes.expertDetail({ id: e.expertId }))} onFollow={remove} />}
    />
  )
}

export default page(observer(FollowPage))
