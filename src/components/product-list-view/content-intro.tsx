import { Text, View } from '@tarojs/components'
import { openRoute } from '@/platform/navigation'
import './product-list-view.scss'

export interface IntroLink {
  text: string
  url: string
}

/** The green intro band at the top of a content list, with an optional way on (a related page). */
export function ContentIntro({ title, desc, link }: { title: string; desc?: string; link?: IntroLink }) {
  return (
    <View className='content-intro'>
      <Text className='content-intro__title'>{title}</Text>
      {desc ? <Text className='content-intro__desc'>{desc}</Text> : null}
      {link ? (
        <Text className='content-intro__link' data-testid='intro-link' onClick={() => void openRoute(link.url)}>
          {link.text} ›
        </Text>
      ) : null}
    </View>
  )
}
