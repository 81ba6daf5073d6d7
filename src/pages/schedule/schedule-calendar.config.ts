export default definePageConfig({
  navigationBarTitleText: '上课月历',
})
