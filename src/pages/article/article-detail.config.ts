export default definePageConfig({ navigationBarTitleText: '文章详情', enableShareAppMessage: true, onReachBottomDistance: 80 })
