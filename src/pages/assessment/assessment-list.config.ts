export default definePageConfig({
  navigationBarTitleText: '发育测评',
  enablePullDownRefresh: true,
})
