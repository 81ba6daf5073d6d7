// Requiring Taro first avoids a circular import in the test runtime (`reading 'history'`).
require('@tarojs/taro')
