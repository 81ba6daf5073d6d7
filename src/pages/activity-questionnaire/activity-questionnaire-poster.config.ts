export default definePageConfig({ navigationBarTitleText: '测评邀请海报' })
