export default definePageConfig({
  navigationBarTitleText: '取消订单',
})
