export default definePageConfig({
  navigationBarTitleText: '预约上课',
})
