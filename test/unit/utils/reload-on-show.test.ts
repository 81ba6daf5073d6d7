import { RELOAD_AFTER_HIDDEN_MS, reloadsOnShow } from '@/utils/reload-on-show'

const HIDDEN = Date.UTC(2026, 10, 21, 20, 0, 0)
const DAY = 24 * 3600_000

describe('reloading a page as it is shown again', () => {
  it('after-hidden: a page out of sight for five minutes or more loads again, a quick look elsewhere does not', () => {
    expect(RELOAD_AFTER_HIDDEN_MS).toBe(5 * 60_000)
    expect(reloadsOnShow('after-hidden', HIDDEN, HIDDEN + 1000)).toBe(false)
    expect(reloadsOnShow('after-hidden', HIDDEN, HIDDEN + RELOAD_AFTER_HIDDEN_MS - 1)).toBe(false)
    expect(reloadsOnShow('after-hidden', HIDDEN, HIDDEN + RELOAD_AFTER_HIDDEN_MS)).toBe(true)
    // left open in a pocket overnight
    expect(reloadsOnShow('after-hidden', HIDDEN, HIDDEN + DAY)).toBe(true)
  })

  it('a clock that went back (the phone time changed) counts as long enough', () => {
    expect(reloadsOnShow('after-hidden', HIDDEN, HIDDEN - 1)).toBe(true)
  })

  it('the first show of a page (not hidden since it opened) never loads again: it has just loaded', () => {
    for (const when of ['after-hidden', 'every-show', 'never'] as const) expect(reloadsOnShow(when, null, HIDDEN + DAY)).toBe(false)
  })

  it('every-show loads again on any show after a hide; never, not even after a day', () => {
    expect(reloadsOnShow('every-show', HIDDEN, HIDDEN + 1)).toBe(true)
    expect(reloadsOnShow('never', HIDDEN, HIDDEN + DAY)).toBe(false)
  })
})
