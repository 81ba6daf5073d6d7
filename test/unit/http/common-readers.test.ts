import { flagOf, flagOrNone, orNone, textOrNone } from '@/services/api/common-shapes'

describe('readers of the forms the services send', () => {
  it('a flag is on for 1 and true only; missing is off, or undefined where it may be left out', () => {
    expect([1, true, 0, false, null, undefined].map(flagOf)).toEqual([1, 1, 0, 0, 0, 0])
    expect([1, true, 0, false, null, undefined].map(flagOrNone)).toEqual([1, 1, 0, 0, undefined, undefined])
  })

  it('ids and text read as text, a missing one as undefined; null becomes undefined', () => {
    expect([1001, 'A1', '', null, undefined].map(textOrNone)).toEqual(['1001', 'A1', '', undefined, undefined])
    expect([orNone(null), orNone(0), orNone('x')]).toEqual([undefined, 0, 'x'])
  })
})
