/**
 * How the home tab draws its first screen (the browser: first-screen-drawing.h5.ts). In the
 * mini-program each drawing is a setData that crosses from the logic thread to the view's, and
 * WeChat's audit counts them: the promos and the lists are drawn together, in one, once all of the
 * first screen has answered; until then the placeholders of their usual height hold the place.
 */
export const DRAWS_FIRST_SCREEN_AT_ONCE = true

/**
 * How many rows of the home's list go into that drawing: the first screen of a phone ends above
 * the list's second card (header, promos, tabs and the full-width pictures fill it), so the rest
 * of the page of 8 is drawn with the rest of the banners once the first screen has settled, in one
 * setData, instead of making the first drawing three times larger.
 */
export const FIRST_SCREEN_LIST_ROWS = 2
