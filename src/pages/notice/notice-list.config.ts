export default definePageConfig({ navigationBarTitleText: '消息通知', enablePullDownRefresh: true, onReachBottomDistance: 80 })
