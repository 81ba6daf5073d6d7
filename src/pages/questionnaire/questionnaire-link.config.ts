export default definePageConfig({ navigationBarTitleText: '问卷' })
