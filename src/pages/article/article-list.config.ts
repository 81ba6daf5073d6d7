export default definePageConfig({ navigationBarTitleText: '专家文章', enablePullDownRefresh: true, onReachBottomDistance: 80, enableShareAppMessage: true })
