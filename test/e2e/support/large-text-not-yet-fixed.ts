/**
 * Routes whose large-text test (every-route.spec.ts, support/large-text.ts) still fails, with what
 * fails: the test of each is expected to fail, and fails as soon as it passes, so a route leaves this
 * list the day its layout is fixed. Nothing is added here to make a new fault pass.
 */
export const LARGE_TEXT_NOT_YET_FIXED: Record<string, string> = {
  'pages/schedule/schedule-appointment': "the week calendar's day box is the spec's fixed 88 rpx square (§constants, 'Week calendar box 88 rpx') in a swiper of fixed height (the mini-program's swiper needs one): a day's weekday and date set large do not fit it and are cut, and the 满 badge is drawn over the weekday",
}
