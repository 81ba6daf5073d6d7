export default definePageConfig({ navigationBarTitleText: '我的收藏', enablePullDownRefresh: true, onReachBottomDistance: 80 })
