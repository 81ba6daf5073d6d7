import { page } from '@/components/page-boundary/page-boundary'
import { useRouter, useShareAppMessage } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { routes } from '@/config/routes'
import { useArea } from '@/stores/store-context'
import { ArticleView } from './components/article-view'
import { articleArea } from './model/article-area'
import './article.scss'

/** An expert's article: body, author, like, favorite, follow, related articles and comments. */
function ArticleDetailPage() {
  const id = useRouter().params.id ?? ''
  const model = useArea(articleArea)
  const [detail] = useState(() => model.detail(id))
  const [comments] = useState(() => model.comments(id))
  useShareAppMessage(() => ({ title: detail.article.value?.articleTitle ?? '专家育儿文章', path: routes.articleDetail({ id }) }))
  return <ArticleView detail={detail} comments={comments} />
}

export default page(observer(ArticleDetailPage))
