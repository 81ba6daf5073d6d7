export default definePageConfig({
  navigationBarTitleText: '会员权益',
  enablePullDownRefresh: true,
})
