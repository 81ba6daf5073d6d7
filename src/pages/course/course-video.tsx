import { page } from '@/components/page-boundary/page-boundary'
import { Text, Video, View } from '@tarojs/components'
import { useDidHide, useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useEffect } from 'react'
import { usePageLoad } from '@/components/page-kit/use-page-load'
import { pendingView } from '@/components/resource-pending/resource-pending'
import { toast } from '@/components/toast/toast'
import { setPlaybackRate } from '@/platform/video'
import { useArea } from '@/stores/store-context'
import { courseArea } from './model/course-area'
import { clockText, PLAYBACK_RATES } from './model/course-rules'
import { LESSON_BLOCK_TEXT } from './model/video-store'
import './course-pages.scss'

const VIDEO_ID = 'lesson-video'

/** A video course: the player (resumes where the lesson stopped), speed, and the lesson list. */
function CourseVideoPage() {
  const { video: store } = useArea(courseArea)
  const { params } = useRouter()
  const productId = params.productId ?? ''
  const open = () => (productId ? store.open(productId, params.lessonId) : undefined)
  usePageLoad(open, [store, productId, params.lessonId])
  // leaving the page (or hiding it) keeps where the lesson stopped
  useEffect(() => () => store.save(), [store])
  useDidHide(() => store.save())

  if (!store.loaded.value || !store.course) return pendingView(store.loaded, () => void open())
  const lesson = store.lesson
  const block = store.block

  const chooseRate = (rate: number) => {
    store.setRate(rate)
    setPlaybackRate(VIDEO_ID, rate)
  }

  return (
    <View className='video-page' data-testid='course-video'>
      {!lesson ? null : block ? (
        <View className='video-page__blocked' data-testid='video-blocked' data-block={block}>
          <Text>{LESSON_BLOCK_TEXT[block]}</Text>
          <Text className='video-page__blocked-sub'>{block === 'expired' ? '如需继续学习，请联系客服续费' : '完成前面的课时后解锁'}</Text>
        </View>
      ) : (
        <View className='video-page__box'>
          <Video
            key={lesson.lessonId}
            id={VIDEO_ID}
            className='video-page__player'
            src={lesson.videoUrl}
            initialTime={store.startAt}
            showPlayBtn
            showCenterPlayBtn
            enableProgressGesture
            data-testid='lesson-video'
            onTimeUpdate={(e) => store.onTime(e.detail.currentTime)}
            onPause={() => store.onPause()}
            onEnded={() => store.onEnded()}
            onPlay={() => setPlaybackRate(VIDEO_ID, store.rate)}
          />
        </View>
      )}
      <View className='video-page__bar'>
        <Text className='video-page__resume' data-testid='resume-at'>
          {store.startAt > 0 ? `从上次 ${clockText(store.startAt)} 继续播放` : '从头播放'}
        </Text>
        <View className='video-page__rates'>
          {PLAYBACK_RATES.map((r) => (
            <Text key={r} className={`video-page__rate ${store.rate === r ? 'is-active' : ''}`} data-testid='rate' onClick={() => chooseRate(r)}>
              {r}x
            </Text>
          ))}
        </View>
      </View>
      <View className='course-section'>
        <Text className='course-section__title'>{store.course.name}</Text>
        {store.lessons.map((l) => {
          const b = store.blockOf(l)
          const playing = l.lessonId === store.lessonId
          return (
            <View
              key={l.lessonId}
              className={`lesson ${playing ? 'is-playing' : ''} ${b ? 'is-locked' : ''}`}
              data-testid='lesson'
              data-playing={playing ? '1' : '0'}
              onClick={() => {
                const why = store.play(l.lessonId)
                if (why) void toast(why)
              }}
            >
              <Text className='lesson__name'>{l.name}</Text>
              <Text className='lesson__state'>{playing ? '播放中' : b === 'locked' ? '未解锁' : clockText(l.duration ?? 0)}</Text>
            </View>
          )
        })}
      </View>
    </View>
  )
}

export default page(observer(CourseVideoPage))
