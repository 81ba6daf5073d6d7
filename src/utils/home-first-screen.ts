/** What the home tab has drawn so far. */
export interface HomeFirstScreenState {
  /** the promos and the full-width pictures have answered (or failed) */
  contentLoaded: boolean
  tabs: 'idle' | 'loading' | 'ready' | 'error'
  tabCount: number
  /** the shown tab's list, null until it has started */
  list: { loaded: boolean; error: string } | null
}

/**
 * The home's first screen is drawn once its content has answered and the tabs and the first page
 * of the shown tab's list have answered or failed. What is not part of it (the questionnaire
 * invitation) waits until then, so its calls never hold up the lists; what the parent does not see
 * (the filter panel's code, the banners out of sight) waits until its pictures are in as well
 * (pages/home/use-first-screen-settled.ts).
 */
export function homeFirstScreenDrawn(s: HomeFirstScreenState): boolean {
  if (!s.contentLoaded) return false
  if (s.tabs === 'error') return true
  if (s.tabs !== 'ready') return false
  if (s.tabCount === 0) return true
  return !!s.list && (s.list.loaded || !!s.list.error)
}
