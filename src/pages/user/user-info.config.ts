export default definePageConfig({
  navigationBarTitleText: '我的',
  navigationBarBackgroundColor: '#00C094',
  navigationBarTextStyle: 'white',
  enablePullDownRefresh: true,
})
