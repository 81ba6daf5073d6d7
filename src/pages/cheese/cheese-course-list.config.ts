export default definePageConfig({ navigationBarTitleText: '微课', enablePullDownRefresh: true, onReachBottomDistance: 100 })
