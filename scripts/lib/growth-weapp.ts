/**
 * One growth-benchmark run of a page in the headless mini-program client (test/weapp/rig) against
 * dist/weapp, with the mock's lists grown: the largest setData while the page opens and settles,
 * and while two more pages come in by reaching the bottom.
 */
import type { DataGrowth } from '../../mock/data-growth'
import { findAll } from '../../test/weapp/rig/node-tree'
import { Rig } from '../../test/weapp/rig/rig'
import { MockData } from '../../test/weapp/route-samples'
import { PAGES_LOADED, rowsAfterPages, type GrowthPage } from './growth-pages'

export interface WeappRun {
  /** largest setData payload of the page from launch until it settled */
  openSetDataBytes: number
  /** largest setData payload while the next pages came in */
  pagingSetDataBytes: number
  /** setData calls of the page in all */
  setDataCalls: number
  /** rows of the list in the page's node tree after three pages */
  rows: number
  /** the rows the services hold */
  total: number
}

const largest = (records: { bytes: number }[]): number => records.reduce((max, r) => Math.max(max, r.bytes), 0)

export async function measureWeapp(page: GrowthPage, growth: DataGrowth): Promise<WeappRun> {
  const rig = await Rig.start({ growth })
  try {
    const total = await page.total(await MockData.login(rig.mock))
    const rows = () => findAll(rig.tree(), (n) => String(n.attr.class ?? '').split(/\s+/).includes(page.rowClass)).length
    const rowsIn = async (pages: number) => {
      const want = rowsAfterPages(page, total, pages)
      await rig.waitFor(() => rows() >= want, `${want} rows on ${page.route}`, 20_000)
      await rig.settle()
    }
    const log = rig.host.setDataLog
    const start = log.length
    await rig.launch(page.route)
    await rowsIn(1)
    const opened = log.length
    for (let p = 2; p <= PAGES_LOADED; p += 1) {
      await rig.reachBottom()
      await rowsIn(p)
    }
    const own = (from: number, to = log.length) => log.slice(from, to).filter((r) => r.route === page.route)
    if (rig.host.errors.length) throw new Error(`${page.route}: ${rig.host.errors[0]}`)
    return {
      openSetDataBytes: largest(own(start, opened)),
      pagingSetDataBytes: largest(own(opened)),
      setDataCalls: own(start).length,
      rows: rows(),
      total,
    }
  } finally {
    await rig.close()
  }
}
