/** Mini-program: the keyboard is open while WeChat reports a height above zero. */
import Taro from '@tarojs/taro'
import { watchKeyboard } from '@/platform/keyboard'

jest.mock('@tarojs/taro', () => ({
  __esModule: true,
  default: { onKeyboardHeightChange: jest.fn(), offKeyboardHeightChange: jest.fn() },
}))
const taro = Taro as unknown as Record<'onKeyboardHeightChange' | 'offKeyboardHeightChange', jest.Mock>

describe('watchKeyboard (mini-program)', () => {
  it('says open on a height, closed on zero, once per change, and stops listening when asked', () => {
    const seen: boolean[] = []
    const stop = watchKeyboard((open) => seen.push(open))
    const report = taro.onKeyboardHeightChange.mock.calls[0][0] as (r: { height: number }) => void
    report({ height: 0 })
    report({ height: 291 })
    report({ height: 336 }) // the emoji row: still open, no second report
    report({ height: 0 })
    expect(seen).toEqual([true, false])
    stop()
    expect(taro.offKeyboardHeightChange).toHaveBeenCalledWith(report)
  })
})
