export default definePageConfig({
  navigationBarTitleText: '切换机构',
})
