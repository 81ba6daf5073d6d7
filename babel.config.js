// babel-preset-taro: https://docs.taro.zone/docs/next/babel-config
const { miniProgramTargets } = require('./config/mini-program-targets')

module.exports = {
  presets: [
    // The mini-program is compiled for the JS engines of its minimum base library (WeChat's own table,
    // config/mini-program-targets.js); H5 for the browsers in package.json's browserslist.
    ['taro', { framework: 'react', ts: true, compiler: 'webpack5', ...(process.env.TARO_ENV === 'weapp' ? { targets: miniProgramTargets() } : {}) }],
  ],
  plugins: [
    [
      'import',
      {
        libraryName: '@nutui/nutui-react-taro',
        libraryDirectory: 'dist/es/packages',
        camel2DashComponentName: false,
        customName: (name) => `@nutui/nutui-react-taro/dist/es/packages/${name.toLowerCase()}`,
        customStyleName: (name) => `@nutui/nutui-react-taro/dist/es/packages/${name.toLowerCase()}/style/css`,
      },
      'nutui-react-taro',
    ],
  ],
}
