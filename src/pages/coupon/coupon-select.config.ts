export default definePageConfig({
  navigationBarTitleText: '选择优惠券',
})
