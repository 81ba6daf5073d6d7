export default definePageConfig({ navigationBarTitleText: '邀请有礼', enableShareAppMessage: true, enableShareTimeline: true })
