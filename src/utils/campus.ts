/** Campus rules shared by the city choice and the product detail (spec §3). */
export type CampusState = 'open' | 'cancelled' | 'suspended'

/** A campus whose name ends 已注销 is cancelled, 暂停 suspended; neither can be chosen. */
export function campusState(campus: { name: string }): CampusState {
  const name = campus.name.trim()
  if (name.endsWith('已注销')) return 'cancelled'
  if (name.endsWith('暂停')) return 'suspended'
  return 'open'
}

export const CAMPUS_STATE_TEXT: Record<Exclude<CampusState, 'open'>, string> = { cancelled: '已注销', suspended: '暂停' }

export const isSelectableCampus = (campus: { name: string }): boolean => campusState(campus) === 'open'

/** The campus name without its state suffix, for display beside a state badge. */
export const campusDisplayName = (campus: { name: string }): string => campus.name.trim().replace(/(已注销|暂停)$/, '')
