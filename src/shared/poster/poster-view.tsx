import { Button } from '@nutui/nutui-react-taro'
import { imageAlt } from '@/platform/image-alt'
import { Canvas, Image, Swiper, SwiperItem, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { Spinner } from '@/components/spinner/spinner'
import { runAction } from '@/components/toast/run-action'
import { toast } from '@/components/toast/toast'
import { posterSurface } from '@/platform/canvas-2d'
import { screenPixelRatio } from '@/platform/screen'
import { posterPlace, savePoster, sharePosterImage, type PosterEvent } from '@/platform/poster-save'
import { errorText } from '@/services/http/errors'
import { useStores } from '@/stores/store-context'
import { drawPoster } from './poster-drawer'
import { POSTER_HEIGHT, POSTER_WIDTH, posterLayout, posterPixels } from './poster-layout'
import './poster-view.scss'

export interface PosterViewProps {
  /** the configured poster backgrounds to swipe between */
  backgrounds: string[]
  /** invite texts; the parent can switch between them */
  texts: string[]
  name: string
  avatar?: string | null
  /** what the QR code opens */
  qrText: string
  event: PosterEvent
}

const CANVAS_ID = 'poster-canvas'
const POSTER_FAILED = '海报生成失败，请重试'

/** Swipe between the configured posters, generate one on a Canvas 2D, then save, share or long-press it. */
export function PosterView({ backgrounds, texts, name, avatar, qrText, event }: PosterViewProps) {
  const { appBanner } = useStores()
  const place = posterPlace(appBanner.isFromApp)
  const [index, setIndex] = useState(0)
  const [textIndex, setTextIndex] = useState(0)
  const [busy, setBusy] = useState(false)
  const [image, setImage] = useState<string | null>(null)
  const [size, setSize] = useState<{ w: number; h: number } | null>(null)
  const text = texts.length ? texts[textIndex % texts.length] : ''

  const generate = async () => {
    if (busy || !backgrounds[index]) return
    setBusy(true)
    // a failure says its own Chinese reason (the background did not load: POSTER_IMAGE_FAILED), else 海报生成失败
    const r = await runAction(
      async () => {
        const px = posterPixels(POSTER_WIDTH, POSTER_HEIGHT, screenPixelRatio())
        const surface = await posterSurface(CANVAS_ID, POSTER_WIDTH, POSTER_HEIGHT, px.ratio)
        if (!surface) throw new Error('当前环境无法生成海报')
        const out = await drawPoster(surface, { background: backgrounds[index], avatar, name, text, qrText }, posterLayout(POSTER_WIDTH))
        return { out, w: surface.pixelWidth, h: surface.pixelHeight }
      },
      { failed: (e) => errorText(e, POSTER_FAILED) },
    )
    if (r.ok) {
      setSize({ w: r.value.w, h: r.value.h })
      setImage(r.value.out)
    }
    setBusy(false)
  }

  const save = async () => {
    if (!image) return
    const r = await savePoster(image, event)
    if (r === 'saved') toast(place.native ? '已发送给App' : '已保存到相册', { icon: 'success' })
    else if (r === 'refused') toast('未获得相册权限，海报未保存')
    else if (r === 'failed') toast('保存失败，请重试')
  }

  return (
    <View className='poster-view'>
      <Swiper className='poster-view__swiper' current={index} onChange={(e) => setIndex(e.detail.current)} previousMargin='48px' nextMargin='48px' circular={false}>
        {backgrounds.map((bg, i) => (
          <SwiperItem key={bg}>
            <View className={`poster-view__slide ${i === index ? 'poster-view__slide--on' : ''}`}>
              <Image {...imageAlt('')} className='poster-view__bg' src={bg} mode='aspectFill' />
              <View className='poster-view__card-sketch'>
                <Text className='poster-view__sketch-name'>{name}</Text>
                <Text className='poster-view__sketch-text'>{text}</Text>
              </View>
            </View>
          </SwiperItem>
        ))}
      </Swiper>
      <View className='poster-view__dots' role='tablist' aria-label='海报样式'>
        {backgrounds.map((bg, i) => (
          <View
            key={bg}
            className={`poster-view__dot ${i === index ? 'poster-view__dot--on' : ''}`}
            data-testid='poster-choice'
            role='tab'
            aria-label={`海报样式 ${i + 1}`}
            aria-selected={i === index}
            onClick={() => setIndex(i)}
          >
            {i + 1}
          </View>
        ))}
      </View>
      {texts.length > 1 ? (
        <View className='poster-view__text-row'>
          <Text className='poster-view__text' data-testid='poster-text'>
            {text}
          </Text>
          <Button size='small' fill='outline' type='primary' onClick={() => setTextIndex((i) => i + 1)}>
            换一句
          </Button>
        </View>
      ) : null}
      <View className='poster-view__actions'>
        <Button block type='primary' disabled={busy || !backgrounds.length} onClick={() => void generate()} data-testid='poster-generate'>
          {busy ? '海报生成中…' : '生成海报'}
        </Button>
      </View>
      <Canvas type='2d' id={CANVAS_ID} canvasId={CANVAS_ID} className='poster-view__canvas' style={{ width: `${POSTER_WIDTH}px`, height: `${POSTER_HEIGHT}px` }} />
      {busy ? (
        <View className='poster-view__busy'>
          <Spinner text='海报生成中…' />
        </View>
      ) : null}
      {image ? (
        <View className='poster-view__result' data-testid='poster-result' onClick={() => setImage(null)}>
          <View className='poster-view__result-box' onClick={(e) => e.stopPropagation()}>
            <Image
              {...imageAlt('分享海报')}
              className='poster-view__image'
              src={image}
              showMenuByLongpress
              data-testid='poster-image'
              data-width={size?.w}
              data-height={size?.h}
              style={{ width: `${POSTER_WIDTH}px`, height: `${POSTER_HEIGHT}px` }}
            />
            {place.longPress && !place.native ? <Text className='poster-view__hint'>长按图片保存或发送给好友</Text> : null}
            <View className='poster-view__result-actions'>
              {place.album || place.native ? (
                <Button type='primary' size='small' onClick={() => void save()}>
                  {place.native ? '保存海报' : '保存到相册'}
                </Button>
              ) : null}
              {place.shareImage || place.native ? (
                <Button type='primary' fill='outline' size='small' onClick={() => void sharePosterImage(image)}>
                  分享给好友
                </Button>
              ) : null}
              <Button size='small' onClick={() => setImage(null)}>
                关闭
              </Button>
            </View>
          </View>
        </View>
      ) : null}
    </View>
  )
}
