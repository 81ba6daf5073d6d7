export default definePageConfig({
  navigationBarTitleText: '电子合同',
})
