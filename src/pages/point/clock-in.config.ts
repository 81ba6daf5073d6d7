export default definePageConfig({
  navigationBarTitleText: '每日签到',
  enablePullDownRefresh: true,
})
