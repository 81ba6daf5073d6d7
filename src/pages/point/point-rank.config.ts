export default definePageConfig({
  navigationBarTitleText: '签到排行榜',
  enablePullDownRefresh: true,
  onReachBottomDistance: 80,
})
