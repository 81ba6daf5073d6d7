/**
 * Whether the phone's keyboard is up. Mini-program: WeChat tells its height (wx.onKeyboardHeightChange);
 * above zero is open. H5: keyboard.h5.ts.
 */
import Taro from '@tarojs/taro'

/** Calls `onChange` each time the keyboard opens or closes; the returned function stops listening. */
export function watchKeyboard(onChange: (open: boolean) => void): () => void {
  // WeChat before 2.7 does not tell: the bar then stays where it is
  if (typeof Taro.onKeyboardHeightChange !== 'function') return () => undefined
  let open = false
  const listener = ({ height }: { height: number }) => {
    const now = height > 0
    if (now === open) return
    open = now
    onChange(now)
  }
  Taro.onKeyboardHeightChange(listener)
  return () => Taro.offKeyboardHeightChange(listener)
}
