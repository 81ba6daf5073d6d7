export default definePageConfig({ navigationBarTitleText: '请在微信中打开' })
