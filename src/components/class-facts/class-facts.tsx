import { Text, View } from '@tarojs/components'
import { campusDisplayName } from '@/utils/campus'
import { classTimeText, type ClassFacts as Facts } from '@/utils/class-time'
import './class-facts.scss'

/** The campus, day and time of a course line; nothing for lines without them (goods, videos). */
export function ClassFacts({ facts, className = '' }: { facts: Facts; className?: string }) {
  const time = classTimeText(facts)
  if (!facts.campusName && !time) return null
  return (
    <View className={`class-facts ${className}`} data-testid='class-facts'>
      {facts.campusName ? (
        <Text className='class-facts__row' data-testid='class-campus'>
          校区：{campusDisplayName({ name: facts.campusName })}
        </Text>
      ) : null}
      {time ? (
        <Text className='class-facts__row' data-testid='class-time'>
          上课：{time}
        </Text>
      ) : null}
    </View>
  )
}
