export default definePageConfig({ navigationBarTitleText: '分销海报', enableShareAppMessage: true })
