export default definePageConfig({
  navigationBarTitleText: '首页',
  enablePullDownRefresh: true,
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
