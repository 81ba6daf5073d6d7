export default definePageConfig({ navigationBarTitleText: '视频文章', enableShareAppMessage: true })
