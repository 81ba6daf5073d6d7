export default definePageConfig({
  navigationBarTitleText: '个人资料',
})
