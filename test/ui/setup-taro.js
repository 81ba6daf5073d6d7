// Requiring Taro first avoids a circular import in the test runtime (`reading 'history'`).
require('@tarojs/taro')

// Taro's page hooks (useDidShow, usePullDownRefresh, …) read React from the app runtime, which
// createReactApp registers; pages under test are mounted on their own, so register it here.
const React = require('react')
const ReactDOM = require('react-dom')
const { createReactApp } = require('@tarojs/plugin-framework-react/dist/runtime')
createReactApp(function TestApp(props) {
  return props.children
}, React, ReactDOM, { pages: [], window: {} })
