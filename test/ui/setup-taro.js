// Requiring Taro first avoids a circular import in the test runtime (`reading 'history'`).
require('@tarojs/taro')

// Taro's page hooks (useDidShow, usePullDownRefresh, …) read React from the app runtime, which
// createReactApp registers; pages under test are mounted on their own, so register it here.
const React = require('react')
const ReactDOM = { ...require('react-dom'), ...require('react-dom/client') }
const { createReactApp } = require('@tarojs/plugin-framework-react/dist/runtime')
createReactApp(function TestApp(props) {
  return props.children
}, React, ReactDOM, { pages: [], window: {} })

// @tarojs/test-utils-react calls react-dom/test-utils' act, which React 18.3 marks deprecated on
// every render; that one warning says nothing about our code, every other console error stays.
const consoleError = console.error
console.error = (...args) => {
  if (typeof args[0] === 'string' && args[0].includes('ReactDOMTestUtils.act` is deprecated')) return
  consoleError(...args)
}
