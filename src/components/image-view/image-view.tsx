import { Image, Text, View } from '@tarojs/components'
import { useNetworkReturn } from '@/components/network-notice/use-network-return'
import { imageAlt } from '@/platform/image-alt'
import type { CSSProperties } from 'react'
import { useState } from 'react'
import { imageNext, initialImageState, type ImageEvent, type ImageState } from '@/utils/image-state'
import './image-view.scss'

type ImageMode = 'scaleToFill' | 'aspectFit' | 'aspectFill' | 'widthFix' | 'heightFix'

export interface ImageViewProps {
  src: string | null | undefined
  mode?: ImageMode
  className?: string
  style?: CSSProperties
  /** text under the placeholder icon when the image cannot load */
  errorText?: string
  lazyLoad?: boolean
  /** the first screen's largest picture: drawn as soon as it arrives, without the fade */
  eager?: boolean
  onClick?: () => void
  /** what the picture shows, for screen readers; '' (the default) when its text stands beside it */
  alt?: string
}

/**
 * An image with a loading backdrop, a 500 ms fade-in once loaded, and an error placeholder (spec §2,
 * §8), which loads the picture again when the network comes back.
 */
export function ImageView({ src, mode = 'aspectFill', className = '', style, errorText = '图片加载失败', lazyLoad, eager, onClick, alt = '' }: ImageViewProps) {
  const [current, setCurrent] = useState<{ src: string; state: ImageState }>(() => ({ src: src ?? '', state: initialImageState(src) }))
  // a new source starts over
  const view = current.src === (src ?? '') ? current : { src: src ?? '', state: initialImageState(src) }
  if (view !== current) setCurrent(view)
  const send = (event: ImageEvent) => setCurrent((c) => (c.src === view.src ? { ...c, state: imageNext(c.state, event) } : c))
  const loaded = () => send('load')
  // a picture that failed, the network gone, is asked for again when it returns
  useNetworkReturn(view.state === 'error' && view.src ? () => send('reset') : undefined)

  return (
    <View className={`image-view image-view--${view.state}${eager ? ' image-view--eager' : ''} ${className}`} style={style} data-testid='image-view' data-state={view.state} onClick={onClick}>
      {view.state !== 'error' ? (
        <Image {...imageAlt(alt, { load: loaded })}
          className='image-view__img'
          src={view.src}
          mode={mode}
          lazyLoad={lazyLoad}
          onLoad={loaded}
          onError={() => send('error')}
        />
      ) : (
        <View className='image-view__placeholder' data-testid='image-error'>
          <View className='image-view__icon' />
          <Text className='image-view__error-text'>{errorText}</Text>
        </View>
      )}
    </View>
  )
}
