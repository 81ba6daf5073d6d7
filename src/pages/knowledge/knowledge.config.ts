export default definePageConfig({ navigationBarTitleText: '育儿知识', enablePullDownRefresh: true, onReachBottomDistance: 100 })
