export default definePageConfig({ navigationBarTitleText: '邀请海报', backgroundColor: '#f6f7f9' })
