export default definePageConfig({
  navigationBarTitleText: '商品详情',
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
