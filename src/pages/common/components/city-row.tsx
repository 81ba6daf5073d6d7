import { Text, View } from '@tarojs/components'
import type { Campus, CityRecord } from '@/shared/region/region-api'
import { CAMPUS_STATE_TEXT, campusDisplayName, campusRuns, campusState } from '../model/city-groups'

export interface CityRowProps {
  city: CityRecord
  onChoose: (city: CityRecord) => void
  onClosedCampus: (campus: Campus) => void
}

/** One city of the A–Z list with its campuses; cancelled and suspended campuses are marked and cannot be chosen. */
export function CityRow({ city, onChoose, onClosedCampus }: CityRowProps) {
  const chip = (campus: Campus) => {
    const state = campusState(campus)
    return (
      <View
        key={campus.campusId}
        className={`city-row__campus city-row__campus--${state}`}
        data-testid='campus'
        data-state={state}
        aria-disabled={state !== 'open'}
        onClick={(e) => {
          e.stopPropagation()
          if (state === 'open') onChoose(city)
          else onClosedCampus(campus)
        }}
      >
        <Text>{campusDisplayName(campus)}</Text>
        {state !== 'open' ? <Text className='city-row__state'>{CAMPUS_STATE_TEXT[state]}</Text> : null}
      </View>
    )
  }
  return (
    <View className='city-row' data-testid='city-row' data-city={city.name}>
      <Text className='city-row__name' data-testid='city-name' onClick={() => onChoose(city)}>
        {city.name}
      </Text>
      <View className='city-row__campuses'>
        {campusRuns(city.campusList).map((run, i) => (
          <View key={i} className='city-row__campus-run'>
            {run.map(chip)}
          </View>
        ))}
      </View>
    </View>
  )
}
