export default definePageConfig({ navigationBarTitleText: '邀请记录', enablePullDownRefresh: true })
