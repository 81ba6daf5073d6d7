/*
 * Stands in for NutUI's configprovider module (dist/es/packages/configprovider/configprovider.js),
 * which every NutUI component imports for useConfig (its locale texts). The app sets no theme,
 * locale or direction through NutUI's ConfigProvider, so components always read NutUI's default
 * (Simplified Chinese, left to right). The original also carries the ConfigProvider component with
 * lodash.kebabcase and react-fast-compare for theme variables nobody passes: about 6 KB in the
 * mini-program's main package, and in the H5 chunk shared by the account tab and other pages (the
 * home's first screen did not load it).
 *
 * The exports are the original's (a unit test compares them); ConfigProvider itself refuses to
 * render, so that starting to use it cannot go unnoticed.
 */
import zhCN from '@nutui/nutui-react-taro/dist/es/locales/zh-CN'

export var defaultConfigRef = { current: { locale: zhCN, direction: 'ltr' } }

export var setDefaultConfig = function (config) {
  defaultConfigRef.current = config
}

export var getDefaultConfig = function () {
  return defaultConfigRef.current
}

export var useConfig = function () {
  return getDefaultConfig()
}

export var useRtl = function () {
  return useConfig().direction === 'rtl'
}

export var ConfigProvider = function () {
  throw new Error("NutUI's ConfigProvider is replaced at build time (config/webpack/nutui-default-config.js); remove the replacement to use it")
}
