import { NATIVE_PAY_TIMEOUT_MS, NATIVE_PAY_TIMEOUT_TEXT, payInNativeShell } from '@/platform/payment.h5'

/** The native shell's payment (H5 inside the iOS/Android app): its answer, or a timeout. */
interface ShellWindow {
  KidsHealthNative?: { postMessage(event: string, payload: string): void }
  onNativePayResult?: (result: string) => void
}
const w = window as unknown as ShellWindow
const order = { orderId: 'O1', orderCode: 'DD1' }

describe('native shell payment', () => {
  beforeEach(() => {
    jest.useFakeTimers()
    w.KidsHealthNative = { postMessage: jest.fn() }
  })
  afterEach(() => {
    jest.useRealTimers()
    delete w.KidsHealthNative
    delete w.onNativePayResult
  })

  it('sends PAY and settles with the shell’s answer', async () => {
    const paying = payInNativeShell(order)
    expect(w.KidsHealthNative!.postMessage).toHaveBeenCalledWith('PAY', JSON.stringify(order))
    w.onNativePayResult!('cancel')
    await expect(paying).resolves.toEqual({ kind: 'cancel' })
    expect(w.onNativePayResult).toBeUndefined()
  })

  it('stops waiting after the timeout with a message, and ignores a late answer', async () => {
    const paying = payInNativeShell(order)
    const late = w.onNativePayResult!
    jest.advanceTimersByTime(NATIVE_PAY_TIMEOUT_MS - 1)
    let settled = false
    void paying.then(() => (settled = true))
    await Promise.resolve()
    expect(settled).toBe(false)
    jest.advanceTimersByTime(1)
    await expect(paying).resolves.toEqual({ kind: 'fail', message: NATIVE_PAY_TIMEOUT_TEXT })
    late('ok')
    await expect(paying).resolves.toEqual({ kind: 'fail', message: NATIVE_PAY_TIMEOUT_TEXT })
  })
})
