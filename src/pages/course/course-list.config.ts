export default definePageConfig({
  navigationBarTitleText: '我的课程',
  enablePullDownRefresh: true,
})
