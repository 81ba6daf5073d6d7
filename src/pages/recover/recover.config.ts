export default definePageConfig({ navigationBarTitleText: '康复服务', enablePullDownRefresh: true, onReachBottomDistance: 100 })
