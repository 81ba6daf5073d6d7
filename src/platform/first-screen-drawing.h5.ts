/**
 * See first-screen-drawing.ts. The browser draws the promos as soon as they answer: the first
 * banner is the page's largest paint, and it does not wait for the lists.
 */
export const DRAWS_FIRST_SCREEN_AT_ONCE = false

/** The browser draws the whole first page of the home's list at once: no thread to cross. */
export const FIRST_SCREEN_LIST_ROWS = Number.POSITIVE_INFINITY
