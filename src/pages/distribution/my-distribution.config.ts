export default definePageConfig({ navigationBarTitleText: '我的分销', enablePullDownRefresh: true })
