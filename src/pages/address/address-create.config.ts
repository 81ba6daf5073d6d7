export default definePageConfig({
  navigationBarTitleText: '新增收货地址',
})
