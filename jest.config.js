/* Three projects: `unit` runs pure logic and stores in plain Node; `ui` renders pages and components
 * with @tarojs/test-utils-react (Taro's H5 renderer in jsdom); `weapp` runs the production
 * mini-program build (dist/weapp) in the headless mini-program client of test/weapp/rig, so it runs
 * after `npm run build:weapp` (`npm run test:weapp`). */
const path = require('node:path')
const defineJestConfig = require('@tarojs/test-utils-react/dist/jest.js').default

const alias = {
  '^@/(.*)$': '<rootDir>/src/$1',
  '^@types-api/(.*)$': '<rootDir>/types/$1',
}

const unit = {
  displayName: 'unit',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/unit/**/*.test.ts', '<rootDir>/mock/**/*.test.ts'],
  moduleNameMapper: alias,
  // fastify's inject depends on the ESM-only `cookie` package
  transformIgnorePatterns: ['/node_modules/(?!(cookie)/)'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      'babel-jest',
      {
        babelrc: false,
        configFile: false,
        presets: [['@babel/preset-env', { targets: { node: 'current' } }], '@babel/preset-typescript'],
      },
    ],
  },
}

const weapp = {
  ...unit,
  displayName: 'weapp',
  testMatch: ['<rootDir>/test/weapp/**/*.test.ts'],
}

const esmPackages = ['style-inject', 'tslib', 'query-string', 'decode-uri-component', 'split-on-first', 'filter-obj', '@tarojs', '@nutui', '@stencil', 'swiper', 'classnames', 'lodash-es', '@use-gesture', 'react-transition-group', 'mobx', 'mobx-react', 'mobx-react-lite']

const ui = defineJestConfig({
  displayName: 'ui',
  rootDir: __dirname,
  testMatch: ['<rootDir>/test/ui/**/*.test.{ts,tsx}'],
  // Taro's platform files: the H5 variant of `x` is `x.h5.ts` when it exists.
  moduleFileExtensions: ['h5.ts', 'h5.tsx', 'ts', 'tsx', 'js', 'jsx', 'json'],
  setupFiles: [
    path.resolve(__dirname, 'test/ui/setup-env.js'),
    require.resolve('@tarojs/test-utils-react/dist/jest/jest.setup.js'),
    path.resolve(__dirname, 'test/ui/setup-taro.js'),
  ],
  // Leave node_modules alone unless the path passes through one of the ESM packages (also nested ones,
  // as Taro ships its own node_modules/.pnpm folders inside its dist).
  transformIgnorePatterns: [`^(?!.*/node_modules/(${esmPackages.join('|')})/).*/node_modules/`],
  transform: {
    '^.+\\.(mjs|js|jsx|ts|tsx)$': require.resolve('@tarojs/test-utils-react/dist/jest/babel-transformer.js'),
  },
  // styles and pictures first: an '@/assets/…' import is a picture before it is an alias
  moduleNameMapper: {
    '\\.(css|scss|sass|less)(\\?.*)?$': '<rootDir>/test/ui/style-mock.js',
    '\\.(png|jpe?g|gif|svg)$': '<rootDir>/test/ui/file-mock.js',
    ...alias,
  },
})

// project configs may not carry run-wide options
delete ui.bail
delete ui.verbose

/* `build` runs whole builds of a throw-away copy (planted failures, the watch build): minutes each */
const build = { ...unit, displayName: 'build', testMatch: ['<rootDir>/test/build/**/*.test.ts'] }

// `npm run test:unit` runs unit and ui; the weapp and build projects run on their own
const selected = process.env.JEST_WEAPP === '1' ? [weapp] : process.env.JEST_BUILD === '1' ? [build] : [unit, ui]
module.exports = { projects: selected }
