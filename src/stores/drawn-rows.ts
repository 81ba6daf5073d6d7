import { makeAutoObservable } from 'mobx'

/**
 * The rows of a list its store holds whole (the cart, the points record, the city list with its
 * campuses) drawn a screenful at a time. What a page draws goes into the H5 DOM and, in the
 * mini-program, to the render layer in setData, so it must not grow with rows the parent has not
 * scrolled to. More are drawn when the bottom is reached (`loadMore`, the page's or the scroll
 * region's), and `reveal` draws up to a row the parent jumps to. A list that loads page by page
 * is a PagedList; this one only draws. It answers ListFooter like a PagedList (never loading, never
 * failing), so the list ends the same way.
 *
 * `weight` is what a row draws (a city counts its campuses), `step` how much a screenful holds.
 */
export class DrawnRows<T> {
  readonly loading = false
  readonly moreError = ''
  private budget: number

  constructor(
    private readonly rows: () => readonly T[],
    private readonly step: number,
    private readonly weight: (row: T) => number = () => 1,
  ) {
    this.budget = step
    makeAutoObservable<DrawnRows<T>, 'rows' | 'step' | 'weight'>(this, { rows: false, step: false, weight: false })
  }

  /** How many leading rows are drawn: those within the budget, at least one. */
  get count(): number {
    const rows = this.rows()
    let used = 0
    for (let i = 0; i < rows.length; i++) {
      used += this.weight(rows[i])
      if (used > this.budget && i > 0) return i
    }
    return rows.length
  }

  get shown(): T[] {
    return this.rows().slice(0, this.count)
  }

  get hasMore(): boolean {
    return this.count < this.rows().length
  }

  /** A screenful more. */
  loadMore(): Promise<void> {
    if (this.hasMore) this.budget += this.step
    return Promise.resolve()
  }

  /** Draws at least the rows up to `index` and a screenful after it (the parent jumped there). */
  reveal(index: number): void {
    const rows = this.rows()
    let used = 0
    for (let i = 0; i <= Math.min(index, rows.length - 1); i++) used += this.weight(rows[i])
    this.budget = Math.max(this.budget, used + this.step)
  }

  /** Back to the first screenful (another filter shows other rows from the top). */
  reset(): void {
    this.budget = this.step
  }
}
