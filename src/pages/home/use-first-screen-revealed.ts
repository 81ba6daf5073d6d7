import { useRef } from 'react'
import { DRAWS_FIRST_SCREEN_AT_ONCE } from '@/platform/first-screen-drawing'

/**
 * Whether the home may draw its promos and lists: in the mini-program once the first screen has
 * answered (`drawn`), all in the same drawing, and from then on for the page's life (a tab switch
 * or a refresh later keeps what is shown); in the browser at once.
 */
export function useHomeFirstScreenRevealed(drawn: boolean): boolean {
  const revealed = useRef(!DRAWS_FIRST_SCREEN_AT_ONCE)
  if (drawn) revealed.current = true
  return revealed.current
}
