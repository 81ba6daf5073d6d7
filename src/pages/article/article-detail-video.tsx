import { page } from '@/components/page-boundary/page-boundary'
import { Video, View } from '@tarojs/components'
import { useRouter, useShareAppMessage } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useRef, useState } from 'react'
import { routes } from '@/config/routes'
import { useArea, useStores } from '@/stores/store-context'
import { ArticleView } from './components/article-view'
import { articleArea } from './model/article-area'
import { resumeAt, videoPositionKey } from './model/video-position'
import './article.scss'

/** A video article: the video (resuming where the parent stopped) with the article's actions. */
function ArticleVideoPage() {
  const id = useRouter().params.id ?? ''
  const model = useArea(articleArea)
  const { deps } = useStores()
  const [detail] = useState(() => model.detail(id))
  const [comments] = useState(() => model.comments(id))
  const [start] = useState(() => resumeAt(deps.storage.get(videoPositionKey(id))))
  const lastSaved = useRef(0)
  useShareAppMessage(() => ({ title: detail.article.value?.articleTitle ?? '专家育儿视频', path: routes.articleDetailVideo({ id }) }))

  const save = (seconds: number) => {
    if (Math.abs(seconds - lastSaved.current) < 5) return
    lastSaved.current = seconds
    deps.storage.set(videoPositionKey(id), String(Math.floor(seconds)))
  }
  const src = detail.article.value?.videoUrl
  const media = src ? (
    <View className='article-video'>
      <Video
        id='article-video'
        className='article-video__player'
        data-testid='article-video'
        src={src}
        initialTime={start}
        controls
        showFullscreenBtn
        poster={detail.article.value?.coverPic ?? undefined}
        onTimeUpdate={(e) => save(e.detail.currentTime)}
        onEnded={() => deps.storage.remove(videoPositionKey(id))}
      />
    </View>
  ) : null
  return <ArticleView detail={detail} comments={comments} media={media} />
}

export default page(observer(ArticleVideoPage))
