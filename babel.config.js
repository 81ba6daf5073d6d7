// babel-preset-taro: https://docs.taro.zone/docs/next/babel-config
module.exports = {
  presets: [
    ['taro', { framework: 'react', ts: true, compiler: 'webpack5' }],
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
