/**
 * See first-screen-drawing.ts. The browser draws the promos as soon as they answer: the first
 * banner is the page's largest paint, and it does not wait for the lists.
 */
export const DRAWS_FIRST_SCREEN_AT_ONCE = false
