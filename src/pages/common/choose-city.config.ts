export default definePageConfig({
  navigationBarTitleText: '选择城市',
})
