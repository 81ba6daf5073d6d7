import { Image, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { ossImage } from '@/config/app-config'
import { env } from '@/config/env'
import { imageAlt } from '@/platform/image-alt'
import '@nutui/nutui-react-taro/dist/es/packages/empty/style/css'
import './empty-state.scss'

/**
 * The picture and the words of the empty and error states, as NutUI's Empty draws them: its markup
 * and its stylesheet, so they look the same, without its component (a table of default pictures on
 * a third-party host, state hooks and action buttons the states do not use), which every first
 * screen would otherwise carry for a box of two children.
 */
export function StateBox({ image, title }: { image: ReactNode; title: ReactNode }) {
  return (
    <View className='nut-empty'>
      <View className='nut-empty-base'>{image}</View>
      {typeof title === 'string' ? <View className='nut-empty-title'>{title}</View> : title}
      <View className='nut-empty-description' />
    </View>
  )
}

/** A state's picture: a named image of the object-storage folder (`empty`, `not-found`, `network-error`), or another address. */
export function StatePicture({ name = 'empty', src }: { name?: string; src?: string }) {
  return <Image {...imageAlt('')} className='empty-state__image' src={src ?? ossImage(env, name)} mode='aspectFit' />
}
