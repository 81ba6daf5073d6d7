/**
 * Routes are /pages/{area}/{page}. The three tab pages live in the main package; every other
 * area is a subpackage so its code ships only when it is opened.
 */
export default defineAppConfig({
  pages: [
    'pages/home/home',
    'pages/mall/mall',
    'pages/user/user-info',
    // beside the account tab, so they cannot be a subpackage of pages/user (small pages on shell code)
    'pages/user/point-record',
    'pages/user/set-organization',
  ],
  subPackages: [
    { root: 'pages/public', pages: ['wechat', 'page', 'not-found'] },
    // the spec's /pages/home/course and /pages/home/gift-bag (src/config/moved-pages.ts)
    { root: 'pages/home-extras', pages: ['course', 'gift-bag'] },
    { root: 'pages/auth', pages: ['login'] },
    { root: 'pages/common', pages: ['search', 'choose-city', 'leave-info', 'employee-code'] },
    { root: 'pages/goods', pages: ['goods-detail'] },
    { root: 'pages/map', pages: ['choose-location', 'open-location'] },
    { root: 'pages/cheese', pages: ['cheese-course-list'] },
    { root: 'pages/knowledge', pages: ['knowledge'] },
    { root: 'pages/recover', pages: ['recover'] },
    { root: 'pages/link', pages: ['link'] },
    { root: 'pages/order', pages: ['order-confirm', 'order-confirm-point', 'order-list', 'order-detail', 'order-cancel', 'order-delivery', 'order-contract'] },
    { root: 'pages/cart', pages: ['cart'] },
    { root: 'pages/coupon', pages: ['coupon-select', 'coupon-list', 'coupon-history'] },
    { root: 'pages/wallet', pages: ['wallet'] },
    { root: 'pages/rights', pages: ['rights-list'] },
    { root: 'pages/profile', pages: ['profile-edit'] },
    { root: 'pages/point', pages: ['point-mall', 'clock-in', 'point-rank'] },
    { root: 'pages/pay', pages: ['pay-finish', 'pay-return'] },
    { root: 'pages/address', pages: ['address-management', 'address-create', 'address-edit'] },
    { root: 'pages/article', pages: ['article-list', 'article-detail', 'article-detail-video', 'expert-detail', 'expert-detail-article-page', 'follow', 'favorites'] },
    { root: 'pages/notice', pages: ['notice-list', 'notice-detail'] },
    { root: 'pages/questionnaire', pages: ['questionnaire-list', 'questionnaire-link'] },
    { root: 'pages/activity', pages: ['activity', 'activity-record', 'activity-rule', 'activity-poster'] },
    { root: 'pages/activity-questionnaire', pages: ['activity-questionnaire', 'activity-questionnaire-poster'] },
    { root: 'pages/distribution', pages: ['distribution-list', 'my-distribution', 'distribution-poster'] },
    { root: 'pages/test', pages: ['test'] },
    { root: 'pages/course', pages: ['course-list', 'course-detail', 'course-finish', 'course-video', 'course-evaluation'] },
    { root: 'pages/schedule', pages: ['schedule-appointment', 'schedule-calendar', 'schedule-record'] },
    { root: 'pages/assessment', pages: ['assessment-list', 'assessment-detail', 'report-read-detail'] },
  ],
  window: {
    backgroundTextStyle: 'light',
    navigationBarBackgroundColor: '#ffffff',
    navigationBarTitleText: '儿童健康商城',
    navigationBarTextStyle: 'black',
    backgroundColor: '#f6f7f9',
  },
  tabBar: {
    color: '#6b6b6b',
    selectedColor: '#00C094',
    backgroundColor: '#ffffff',
    borderStyle: 'white',
    list: [
      { pagePath: 'pages/home/home', text: '首页', iconPath: 'assets/tab/home.png', selectedIconPath: 'assets/tab/home-active.png' },
      { pagePath: 'pages/mall/mall', text: '商城', iconPath: 'assets/tab/mall.png', selectedIconPath: 'assets/tab/mall-active.png' },
      { pagePath: 'pages/user/user-info', text: '我的', iconPath: 'assets/tab/user.png', selectedIconPath: 'assets/tab/user-active.png' },
    ],
  },
  permission: {
    'scope.userLocation': { desc: '用于定位你所在的城市，推荐附近的校区' },
  },
  requiredPrivateInfos: ['getLocation'],
  lazyCodeLoading: 'requiredComponents',
  // H5: no page slide. Taro's router hides the page left behind on a timer after the slide; going
  // back before it fires left that page hidden (a white screen). Without the slide it hides at once.
  ...(process.env.TARO_ENV === 'h5' ? { animation: false } : {}),
})
