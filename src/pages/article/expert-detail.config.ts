export default definePageConfig({ navigationBarTitleText: '专家主页' })
