export default definePageConfig({ navigationBarTitleText: '通知详情' })
