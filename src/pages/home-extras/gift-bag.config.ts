export default definePageConfig({ navigationBarTitleText: '新人礼包', enablePullDownRefresh: true })
