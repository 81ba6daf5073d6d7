import type { MapPlace } from './map'

/** The place's name on its marker: its name, else its address. */
export const placeLabel = (place: MapPlace): string => place.name || place.address || '目标位置'
