import { observable, runInAction } from 'mobx'
import { DrawnRows } from '@/stores/drawn-rows'

const numbers = (n: number) => Array.from({ length: n }, (_, i) => i)

describe('DrawnRows', () => {
  it('draws a screenful, then one more at each bottom, and says when all are drawn', async () => {
    const rows = numbers(25)
    const drawn = new DrawnRows(() => rows, 10)
    expect(drawn.shown).toEqual(numbers(10))
    expect(drawn.hasMore).toBe(true)
    await drawn.loadMore()
    expect(drawn.count).toBe(20)
    await drawn.loadMore()
    expect(drawn.count).toBe(25)
    expect(drawn.hasMore).toBe(false)
    await drawn.loadMore()
    expect(drawn.count).toBe(25)
    expect(drawn.loading).toBe(false)
    expect(drawn.moreError).toBe('')
  })

  it('counts what a row draws: a heavy row ends the screenful, but the first row is always drawn', () => {
    const cities = [{ campuses: 50 }, { campuses: 2 }, { campuses: 2 }]
    const drawn = new DrawnRows(() => cities, 10, (c) => 1 + c.campuses)
    expect(drawn.count).toBe(1)
    const light = new DrawnRows(() => [{ campuses: 2 }, { campuses: 2 }, { campuses: 2 }, { campuses: 5 }], 10, (c) => 1 + c.campuses)
    expect(light.count).toBe(3)
  })

  it('reveals up to a row the parent jumps to, with a screenful after it, and resets to the first screenful', () => {
    const drawn = new DrawnRows(() => numbers(100), 10)
    drawn.reveal(54)
    expect(drawn.count).toBe(65)
    drawn.reveal(3)
    expect(drawn.count).toBe(65)
    drawn.reset()
    expect(drawn.count).toBe(10)
  })

  it('follows the store: fewer rows draw fewer, more rows keep the same screenful', () => {
    const held = observable.box(numbers(5))
    const drawn = new DrawnRows(() => held.get(), 10)
    expect(drawn.count).toBe(5)
    runInAction(() => held.set(numbers(400)))
    expect(drawn.count).toBe(10)
    expect(drawn.hasMore).toBe(true)
  })
})
