export default definePageConfig({ navigationBarTitleText: '专属顾问' })
