export default definePageConfig({ navigationBarTitleText: '综合课程', enablePullDownRefresh: true, onReachBottomDistance: 100 })
