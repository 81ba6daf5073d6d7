export default definePageConfig({ navigationBarTitleText: '关于我们' })
