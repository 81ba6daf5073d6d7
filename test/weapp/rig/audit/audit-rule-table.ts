/**
 * The 27 rules of WeChat's experience audit (体验评分) with their published weights, and how the
 * headless client judges each: while the app runs, journey by journey (`runtime`), over every page
 * and journey of a run together (`run`: what a rule counts depends on all the pages drawn), on the
 * build output (`build`), or not at all (`unobserved`, with the reason). A rule passes (100) or
 * fails (0); the total is the weighted mean of the rules observed, as DevTools computes it.
 *
 * Weights: https://developers.weixin.qq.com/miniprogram/dev/framework/audits/scoring.md (评分方法).
 * Conditions: performance https://developers.weixin.qq.com/miniprogram/dev/framework/audits/performance.html,
 * experience https://developers.weixin.qq.com/miniprogram/dev/framework/audits/accessibility.md,
 * best practice https://developers.weixin.qq.com/miniprogram/dev/framework/audits/best-practice.md.
 */
export type RuleGroup = '性能' | '体验' | '最佳实践'

export type RuleId =
  | 'script-time'
  | 'first-screen'
  | 'render-time'
  | 'set-data-rate'
  | 'set-data-size'
  | 'wxml-nodes'
  | 'request-time'
  | 'request-concurrency'
  | 'image-concurrency'
  | 'image-cache'
  | 'image-size'
  | 'request-cache'
  | 'inertial-scroll'
  | 'no-active-pseudo'
  | 'image-aspect'
  | 'tap-area'
  | 'iphone-x'
  | 'window-resize'
  | 'colour-contrast'
  | 'no-js-exception'
  | 'no-failed-request'
  | 'no-deprecated-api'
  | 'https'
  | 'set-data-unbound'
  | 'min-base-library'
  | 'no-unreachable-page'
  | 'wxss-usage'
  | 'timers-cleared'

export interface AuditRule {
  id: RuleId
  group: RuleGroup
  /** the rule's name in DevTools */
  title: string
  weight: number
  /** the condition to score, as the documentation words it */
  condition: string
  observed: 'runtime' | 'run' | 'build' | 'unobserved'
  /** for an unobserved rule: why the headless client cannot judge it */
  why?: string
}

export const AUDIT_RULES: readonly AuditRule[] = [
  { id: 'script-time', group: '性能', title: '脚本执行时间', weight: 7, condition: '一个执行周期内脚本运行时间不超过 1 秒', observed: 'runtime' },
  {
    id: 'first-screen',
    group: '性能',
    title: '首屏时间',
    weight: 6,
    condition: '首屏时间不超过 5 秒',
    observed: 'unobserved',
    why: 'the first screen is a paint of the render thread, which the headless client does not have (it turns data into node trees, never pixels); the launch bench (npm run bench:weapp) measures launch → settled instead',
  },
  {
    id: 'render-time',
    group: '性能',
    title: '渲染时间',
    weight: 6,
    condition: '渲染时间不超过 500ms',
    observed: 'unobserved',
    why: "rendering is the render thread's layout and paint of a setData; the client only applies the data and draws the tree with wcc's engine, with no layout",
  },
  { id: 'set-data-rate', group: '性能', title: 'setData 调用频率', weight: 6, condition: '每秒调用 setData 的次数不超过 20 次', observed: 'runtime' },
  { id: 'set-data-size', group: '性能', title: 'setData 数据大小', weight: 6, condition: 'setData 的数据在 JSON.stringify 后不超过 256KB (the storefront keeps to 64 KB)', observed: 'runtime' },
  { id: 'wxml-nodes', group: '性能', title: 'WXML 节点数', weight: 6, condition: '页面 WXML 节点少于 1000 个，节点树深度少于 30 层，子节点数不大于 60 个', observed: 'runtime' },
  {
    id: 'request-time',
    group: '性能',
    title: '请求耗时',
    weight: 5,
    condition: '所有网络请求都在 1 秒内返回结果',
    observed: 'unobserved',
    why: "the client answers requests in process from the mock services, so their time is the mock's, not the production services' over a phone's network",
  },
  { id: 'request-concurrency', group: '性能', title: '网络请求数', weight: 5, condition: '通过 wx.request 发起的耗时超过 300ms 的请求并发数不超过 10 个', observed: 'runtime' },
  { id: 'image-concurrency', group: '性能', title: '图片请求数', weight: 5, condition: '同域名耗时超过 100ms 的图片请求并发数不超过 20 个', observed: 'runtime' },
  { id: 'image-cache', group: '性能', title: '图片缓存', weight: 4, condition: '所有图片均开启 HTTP 缓存', observed: 'runtime' },
  { id: 'image-size', group: '性能', title: '图片大小', weight: 4, condition: '图片宽高乘积 <= 实际显示宽高乘积 * (设备像素比 ^ 2)', observed: 'runtime' },
  { id: 'request-cache', group: '性能', title: '网络请求缓存', weight: 2, condition: '3 分钟以内同一个 url 请求不出现两次回包大于 128KB 且一模一样的内容', observed: 'runtime' },
  { id: 'inertial-scroll', group: '体验', title: '开启惯性滚动', weight: 8, condition: 'WXSS 中带有 overflow: scroll 的元素，在 iOS 下需要设置 -webkit-overflow-scrolling: touch 样式', observed: 'build' },
  { id: 'no-active-pseudo', group: '体验', title: '避免使用 :active 伪类来实现点击态', weight: 8, condition: '不使用 :active 伪类，并使用 hover-class 替换 :active', observed: 'build' },
  { id: 'image-aspect', group: '体验', title: '保持图片大小比例', weight: 4, condition: '显示的高/宽与原图的高/宽不超过 15%', observed: 'runtime' },
  { id: 'tap-area', group: '体验', title: '可点击元素的响应区域', weight: 3, condition: '可点击元素的宽高都不小于 20px', observed: 'runtime' },
  { id: 'iphone-x', group: '体验', title: 'iPhone X 兼容', weight: 3, condition: 'position: fixed 且高度小于 68px 的可交互组件渲染在安全区域内', observed: 'build' },
  { id: 'window-resize', group: '体验', title: '窗口变化适配', weight: 3, condition: '支持调整大小的页面有相关适配逻辑', observed: 'build' },
  {
    id: 'colour-contrast',
    group: '体验',
    title: '合理的颜色搭配',
    weight: 0,
    condition: '文字颜色和背景颜色的对比度不小于 4.5 (大字 3)',
    observed: 'unobserved',
    why: 'contrast needs the colour each text is painted on, after the cascade and layout, which only a renderer knows; the H5 build is checked for contrast by axe in Chromium (test/e2e)',
  },
  { id: 'no-js-exception', group: '最佳实践', title: '避免 JS 异常', weight: 3, condition: '不出现任何 JS 异常', observed: 'runtime' },
  { id: 'no-failed-request', group: '最佳实践', title: '避免网络请求异常', weight: 3, condition: '所有已授权网络请求都正常返回，未授权网络请求需要给出 401 或 403 这两种状态码', observed: 'runtime' },
  { id: 'no-deprecated-api', group: '最佳实践', title: '废弃接口', weight: 2, condition: '不使用任何文档中提示废弃的接口', observed: 'runtime' },
  { id: 'https', group: '最佳实践', title: '使用 HTTPS', weight: 1, condition: '所有网络请求都使用 HTTPS', observed: 'runtime' },
  { id: 'set-data-unbound', group: '最佳实践', title: '避免 setData 数据冗余', weight: 1, condition: 'setData 传入的所有数据都在模板渲染中有相关依赖', observed: 'runtime' },
  { id: 'min-base-library', group: '最佳实践', title: '最低基础库版本', weight: 0, condition: '不存在使用的组件/API 的支持版本大于配置的线上最低基础库版本', observed: 'runtime' },
  { id: 'no-unreachable-page', group: '最佳实践', title: '移除不可访问到的页面', weight: 0, condition: '不存在访问不到的页面被打包到小程序中', observed: 'build' },
  {
    id: 'wxss-usage',
    group: '最佳实践',
    title: 'WXSS 使用率',
    weight: 0,
    condition: '每个 WXSS 资源的未使用部分不超过 2KB',
    observed: 'run',
  },
  { id: 'timers-cleared', group: '最佳实践', title: '及时回收定时器', weight: 0, condition: '所有定时器的回调执行时所在的页面都与设置定时器的页面一致', observed: 'runtime' },
]

export const ruleById = (id: RuleId): AuditRule => {
  const rule = AUDIT_RULES.find((r) => r.id === id)
  if (!rule) throw new Error(`no audit rule ${id}`)
  return rule
}
