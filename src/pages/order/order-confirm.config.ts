export default definePageConfig({
  navigationBarTitleText: '确认订单',
})
