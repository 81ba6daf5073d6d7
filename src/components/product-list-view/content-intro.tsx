import { Text, View } from '@tarojs/components'
import './product-list-view.scss'

/** The green intro band at the top of a content list. */
export function ContentIntro({ title, desc }: { title: string; desc?: string }) {
  return (
    <View className='content-intro'>
      <Text className='content-intro__title'>{title}</Text>
      {desc ? <Text className='content-intro__desc'>{desc}</Text> : null}
    </View>
  )
}
