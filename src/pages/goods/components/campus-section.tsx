import { Text, View } from '@tarojs/components'
import type { CityRecord } from '@types-api/api/region'
import { ErrorState } from '@/components/error-state/error-state'
import type { LoadStatus } from '@/stores/load-status'
import { CAMPUS_STATE_TEXT, campusDisplayName, campusState } from '@/utils/campus'

export interface CampusSectionProps {
  cities: CityRecord[]
  status: LoadStatus
  error: string
  campusId: string | null
  onChoose: (campusId: string) => void
  onRetry: () => void
}

/** The campuses where the product is taken, by city; cancelled and suspended ones cannot be chosen. */
export function CampusSection({ cities, status, error, campusId, onChoose, onRetry }: CampusSectionProps) {
  return (
    <View className='detail-card detail-section' data-testid='campus-section'>
      <Text className='detail-section__title'>选择校区</Text>
      {status === 'error' ? (
        <ErrorState text={error} onRetry={onRetry} />
      ) : status !== 'ready' ? (
        <Text className='detail-section__hint'>校区加载中…</Text>
      ) : cities.length === 0 ? (
        <Text className='detail-section__hint'>暂无可选校区</Text>
      ) : (
        cities.map((city) => (
          <View key={city.cid} className='campus-city'>
            <Text className='campus-city__name'>{city.name}</Text>
            <View className='chips'>
              {city.campusList.map((c) => {
                const state = campusState(c)
                return (
                  <Text
                    key={c.campusId}
                    className={`chip ${c.campusId === campusId ? 'is-active' : ''} ${state !== 'open' ? 'is-disabled' : ''}`}
                    data-testid='detail-campus'
                    data-state={state}
                    onClick={() => state === 'open' && onChoose(c.campusId)}
                  >
                    {campusDisplayName(c)}
                    {state !== 'open' ? `（${CAMPUS_STATE_TEXT[state]}）` : ''}
                  </Text>
                )
              })}
            </View>
          </View>
        ))
      )}
    </View>
  )
}
