/**
 * How the home tab draws its first screen (the browser: first-screen-drawing.h5.ts). In the
 * mini-program each drawing is a setData that crosses from the logic thread to the view's, and
 * WeChat's audit counts them: the promos and the lists are drawn together, in one, once all of the
 * first screen has answered; until then the placeholders of their usual height hold the place.
 */
export const DRAWS_FIRST_SCREEN_AT_ONCE = true
