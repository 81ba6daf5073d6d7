/**
 * Routes whose large-text test (every-route.spec.ts, support/large-text.ts) still fails, with what
 * fails: the test of each is expected to fail, and fails as soon as it passes, so a route leaves this
 * list the day its layout is fixed. Nothing is added here to make a new fault pass.
 */
export const LARGE_TEXT_NOT_YET_FIXED: Record<string, string> = {
  'pages/mall/mall': "at 320 px a row card's price (¥7910.00 at 200%) is wider than the card's body beside the picture and is cut by the card",
  'pages/map/open-location': "the campus's name on the map is cut with … and is not shown whole on the page",
  'pages/order/order-delivery': '运单号 and the waybill number share a line they no longer fit: the number is drawn over the label and cut',
  'pages/point/clock-in': "NutUI's calendar card: 已签 under a day is drawn over the day's number (fixed day cells)",
  'pages/point/point-rank': "NutUI's avatar: the initial of a name is cut by the avatar's fixed circle",
  'pages/pay/pay-finish': 'the ✓ badge is drawn over 支付成功 (a fixed-size badge over the title)',
  'pages/pay/pay-return': '支付失败，请重新支付 is drawn over 查看订单 and 重新支付',
  'pages/questionnaire/questionnaire-list': "NutUI's form item: the required * is drawn over the question's label",
  'pages/activity/activity-record': 'an invitee\'s name and the 已首单 tag are drawn over each other',
  'pages/activity/activity-poster': "the poster's preview (a sketch of fixed size) cuts its text",
  'pages/activity-questionnaire/activity-questionnaire-poster': "the poster's preview (a sketch of fixed size) cuts its text",
  'pages/distribution/distribution-poster': "the poster's preview (a sketch of fixed size) cuts its text",
  'pages/schedule/schedule-appointment': "the week calendar's fixed day cells cut the weekday and the 满 badge is drawn over it",
  'pages/schedule/schedule-calendar': "the month view's fixed day cells cut the date and 今天 is drawn over it",
}
