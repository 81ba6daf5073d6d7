import { Text, View } from '@tarojs/components'
import type { CityRecord } from '@/shared/region/region-api'
import { pendingView } from '@/components/resource-pending/resource-pending'
import type { LoadStatus } from '@/stores/load-status'
import { CAMPUS_STATE_TEXT, campusDisplayName, campusState } from '@/utils/campus'

export interface CampusSectionProps {
  cities: CityRecord[]
  /** the city whose campuses are listed */
  cityName: string | null
  onCity: (name: string) => void
  status: LoadStatus
  error: string
  campusId: string | null
  onChoose: (campusId: string) => void
  onRetry: () => void
}

/**
 * The campuses of the chosen city where the product is taken (other cities offering it can be
 * switched to); cancelled and suspended campuses are marked and cannot be chosen.
 */
export function CampusSection({ cities, cityName, onCity, status, error, campusId, onChoose, onRetry }: CampusSectionProps) {
  const shown = cityName ? cities.filter((c) => c.name === cityName) : cities
  return (
    <View className='detail-card detail-section' data-testid='campus-section'>
      <Text className='detail-section__title'>选择校区</Text>
      {status !== 'ready' ? (
        pendingView({ value: null, status, error, load: onRetry })
      ) : !shown.length ? (
        <Text className='detail-section__hint'>暂无可选校区</Text>
      ) : (
        <>
          {cities.length > 1 ? (
            <View className='chips campus-city__cities'>
              {cities.map((c) => (
                <Text
                  key={c.cid ?? c.name}
                  className={`chip chip--city ${c.name === cityName ? 'is-active' : ''}`}
                  data-testid='detail-city'
                  onClick={() => onCity(c.name)}
                >
                  {c.name}
                </Text>
              ))}
            </View>
          ) : null}
          {shown.map((city) => (
            <View key={city.cid ?? city.name} className='campus-city' data-testid='campus-city' data-city={city.name}>
              {shown.length > 1 || cities.length === 1 ? <Text className='campus-city__name'>{city.name}</Text> : null}
              <View className='chips'>
                {city.campusList.map((c) => {
                  const state = campusState(c)
                  return (
                    <Text
                      key={c.campusId}
                      className={`chip ${c.campusId === campusId ? 'is-active' : ''} ${state !== 'open' ? 'is-disabled' : ''}`}
                      data-testid='detail-campus'
                      data-state={state}
                      aria-disabled={state !== 'open'}
                      onClick={() => state === 'open' && onChoose(c.campusId)}
                    >
                      {campusDisplayName(c)}
                      {state !== 'open' ? `（${CAMPUS_STATE_TEXT[state]}）` : ''}
                    </Text>
                  )
                })}
              </View>
            </View>
          ))}
        </>
      )}
    </View>
  )
}
