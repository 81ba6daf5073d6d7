export default definePageConfig({
  navigationBarTitleText: '测评报告',
})
