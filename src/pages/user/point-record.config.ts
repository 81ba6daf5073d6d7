export default definePageConfig({
  navigationBarTitleText: '积分记录',
  enablePullDownRefresh: true,
})
