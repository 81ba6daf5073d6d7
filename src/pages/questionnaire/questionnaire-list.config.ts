export default definePageConfig({ navigationBarTitleText: '满意度问卷', enablePullDownRefresh: true })
