export default definePageConfig({ navigationBarTitleText: '活动规则' })
