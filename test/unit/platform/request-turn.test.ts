import { requestTurn as browserTurn } from '@/platform/request-turn.h5'
import { requestTurn as miniProgramTurn } from '@/platform/request-turn'

describe('a request’s turn', () => {
  it('in a browser: each waiting request goes in a task of its own, in the order asked', async () => {
    const seen: string[] = []
    // what a request's continuation queues runs before the next request goes: they are not one task
    const a = browserTurn().then(() => {
      seen.push('a')
      queueMicrotask(() => seen.push('after a'))
    })
    const b = browserTurn().then(() => {
      seen.push('b')
      queueMicrotask(() => seen.push('after b'))
    })
    const c = browserTurn().then(() => seen.push('c'))
    seen.push('asked')
    await Promise.all([a, b, c])
    expect(seen).toEqual(['asked', 'a', 'after a', 'b', 'after b', 'c'])
  })

  it('in a browser without MessageChannel: a timer gives the turn', async () => {
    const channel = globalThis.MessageChannel
    ;(globalThis as { MessageChannel?: unknown }).MessageChannel = undefined
    jest.useFakeTimers()
    try {
      let done = false
      const p = browserTurn().then(() => (done = true))
      await Promise.resolve()
      expect(done).toBe(false)
      jest.runOnlyPendingTimers()
      await p
      expect(done).toBe(true)
    } finally {
      jest.useRealTimers()
      globalThis.MessageChannel = channel
    }
  })

  it('in the mini-program: requests are sent at once', () => {
    expect(miniProgramTurn).toBeUndefined()
  })
})
