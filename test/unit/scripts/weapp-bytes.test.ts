import { ownerOf } from '../../../scripts/weapp-bytes'

test('a source is owned by its npm package, in either way webpack names it, or is its own owner', () => {
  expect(ownerOf('webpack://kids/._node_modules_mobx_dist_mobx.mjs')).toBe('mobx')
  expect(ownerOf('webpack://kids/._node_modules_@nutui_nutui-react-taro_dist_es_packages_button_button.js')).toBe('@nutui/nutui-react-taro')
  expect(ownerOf('webpack://kids/./node_modules/react-reconciler/cjs/react-reconciler.production.min.js')).toBe('react-reconciler')
  expect(ownerOf('webpack://kids/./node_modules/@tarojs/runtime/dist/index.js')).toBe('@tarojs/runtime')
  expect(ownerOf('webpack://kids/._src_stores_login-store.ts')).toBe('._src_stores_login-store.ts')
})
