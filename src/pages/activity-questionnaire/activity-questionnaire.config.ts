export default definePageConfig({ navigationBarTitleText: '邀请好友测评', enableShareAppMessage: true, enableShareTimeline: true })
