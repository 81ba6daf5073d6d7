import { Swiper } from '@nutui/nutui-react-taro'
import { imageAlt } from '@/platform/image-alt'
import { Image, View } from '@tarojs/components'
import { useState } from 'react'

/** The product's pictures (every URL of pic), one per slide, with a page counter. */
export function Gallery({ pics }: { pics: string[] }) {
  const [index, setIndex] = useState(0)
  if (!pics.length) return <View className='gallery gallery--empty' />
  return (
    <View className='gallery' data-testid='gallery'>
      <Swiper defaultValue={0} loop={pics.length > 1} autoplay={false} indicator={false} onChange={(e) => setIndex(e.detail.current)}>
        {pics.map((src, i) => (
          <Swiper.Item key={src}>
            <Image {...imageAlt(`商品图片 ${i + 1}`)} className='gallery__img' src={src} mode='aspectFill' />
          </Swiper.Item>
        ))}
      </Swiper>
      {pics.length > 1 ? (
        <View className='gallery__count'>
          {Math.min(index + 1, pics.length)}/{pics.length}
        </View>
      ) : null}
    </View>
  )
}
