import Taro from '@tarojs/taro'
import { runAction } from './run-action'

/**
 * Copies a text for the parent and says so (`done`); when the clipboard refuses, `failed` asks them
 * to copy it by hand. Reported through runAction like every other action.
 */
export const copyText = (data: string, done: string, failed = '复制失败，请长按手动复制') =>
  runAction(() => Taro.setClipboardData({ data }), { done, failed: () => failed })
