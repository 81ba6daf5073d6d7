import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import type { CityRef } from '@/stores/city-store'

export interface CityTopProps {
  current: CityRef | null
  located: CityRef | null
  recent: CityRef[]
  locating: boolean
  onChoose: (city: CityRef) => void
  onLocate: () => void
  onClear: () => void
}

/** Current and located city, the locate button and the recent cities. */
export function CityTop({ current, located, recent, locating, onChoose, onLocate, onClear }: CityTopProps) {
  return (
    <View className='city-top'>
      <View className='city-top__line'>
        <Text className='city-top__label'>当前城市</Text>
        <Text className='city-top__current' data-testid='chosen-city'>
          {current?.name ?? '未选择'}
        </Text>
      </View>
      <View className='city-top__line'>
        <Text className='city-top__label'>定位城市</Text>
        {located ? (
          <Text className='city-chip' data-testid='located-city' onClick={() => onChoose(located)}>
            {located.name}
          </Text>
        ) : (
          <Text className='city-top__hint'>未定位</Text>
        )}
        <Button className='city-top__locate' size='small' fill='outline' type='primary' loading={locating} onClick={onLocate} data-testid='locate'>
          {locating ? '定位中' : '重新定位'}
        </Button>
      </View>
      <View className='city-top__line city-top__line--recent'>
        <Text className='city-top__label'>最近访问</Text>
        <View className='city-top__chips' data-testid='recent-cities' data-scroll-region>
          {recent.length ? (
            recent.map((c) => (
              <Text key={c.cid ?? c.name} className='city-chip' data-testid='recent-city' onClick={() => onChoose(c)}>
                {c.name}
              </Text>
            ))
          ) : (
            <Text className='city-top__hint'>暂无</Text>
          )}
        </View>
        {recent.length ? (
          <Text className='city-top__clear' data-testid='clear-recent' onClick={onClear}>
            清空
          </Text>
        ) : null}
      </View>
    </View>
  )
}
