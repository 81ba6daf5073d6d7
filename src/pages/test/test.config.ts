export default definePageConfig({ navigationBarTitleText: '测试工具' })
