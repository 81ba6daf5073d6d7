export default definePageConfig({
  navigationBarTitleText: '积分商城',
  enablePullDownRefresh: true,
  onReachBottomDistance: 80,
})
