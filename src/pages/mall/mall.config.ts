export default definePageConfig({
  navigationBarTitleText: '商城',
  enablePullDownRefresh: true,
})
