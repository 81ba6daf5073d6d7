export default definePageConfig({
  navigationBarTitleText: '已完成课程',
  enablePullDownRefresh: true,
  onReachBottomDistance: 80,
})
