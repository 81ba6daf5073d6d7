import { Image, View } from '@tarojs/components'
import { useNetworkReturn } from '@/components/network-notice/use-network-return'
import { designLength } from '@/platform/design-length'
import { imageAlt } from '@/platform/image-alt'
import { watchNearViewport } from '@/platform/near-viewport'
import { useReachBottom } from '@tarojs/taro'
import { useEffect, useMemo, useState } from 'react'
import { LAZY_DEFAULT_HEIGHT, LAZY_THRESHOLD, lazyImageNext, type ImageEvent, type LazyImageState } from '@/utils/image-state'
import './lazy-image.scss'

export interface LazyImageProps {
  src: string
  /** box height (design px, 750 wide) until the image has loaded; default 450 */
  height?: number
  /** how close to the viewport (px) the box must come; default 100 */
  threshold?: number
  /** widthFix (default): the picture sets its own height once loaded; aspectFill: the box keeps its height */
  mode?: 'widthFix' | 'aspectFill'
  className?: string
  /** a picture of the first screen: it starts loading at once instead of waiting to be seen */
  eager?: boolean
  onClick?: () => void
}

let seq = 0

/**
 * An image that loads only when it comes near the viewport or the page reaches its bottom
 * (spec §2): not shown → lazyed (loading) → loaded or error; from error back to not shown when the
 * network comes back.
 */
export function LazyImage({ src, height = LAZY_DEFAULT_HEIGHT, threshold = LAZY_THRESHOLD, mode = 'widthFix', className = '', eager = false, onClick }: LazyImageProps) {
  const id = useMemo(() => `lazy-image-${++seq}`, [])
  const [state, setState] = useState<LazyImageState>(() => (eager ? lazyImageNext('not-shown', 'appear') : 'not-shown'))
  const send = (event: ImageEvent) => setState((s) => lazyImageNext(s, event))
  const loaded = () => send('load')

  useEffect(() => (state === 'not-shown' ? watchNearViewport(id, threshold, () => send('appear')) : undefined), [id, state, threshold])

  useReachBottom(() => send('appear'))
  // a picture that failed, the network gone, waits to be seen again when it returns
  useNetworkReturn(state === 'error' ? () => send('reset') : undefined)

  const boxStyle = state === 'loaded' && mode === 'widthFix' ? undefined : { height: designLength(height) }
  return (
    <View id={id} className={`lazy-image lazy-image--${state} lazy-image--${mode}${eager ? ' lazy-image--eager' : ''} ${className}`} style={boxStyle} data-testid='lazy-image' data-state={state} onClick={onClick}>
      {state === 'lazyed' || state === 'loaded' ? (
        <Image {...imageAlt('', { load: loaded })} className='lazy-image__img' src={src} mode={mode} onLoad={loaded} onError={() => send('error')} />
      ) : null}
      {state === 'error' ? <View className='lazy-image__error'>图片加载失败</View> : null}
    </View>
  )
}
