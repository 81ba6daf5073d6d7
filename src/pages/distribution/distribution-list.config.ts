export default definePageConfig({ navigationBarTitleText: '分销商品', enablePullDownRefresh: true, onReachBottomDistance: 100, enableShareAppMessage: true, enableShareTimeline: true })
