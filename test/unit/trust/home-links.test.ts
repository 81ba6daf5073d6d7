import type { FastifyInstance } from 'fastify'
import { buildMockApp } from '../../../mock/app'
import { SHORT_LINKS } from '../../../mock/routes/content'
import { H5_CUSTOM_ROUTES } from '../../../config/h5-routes'

/** Every route the app declares, with the addresses of config/h5-routes.ts ('/' is the home tab; the mini-program sends moved pages' addresses to their package path). */
function declaredRoutes(): Set<string> {
  const g = globalThis as { defineAppConfig?: (c: unknown) => unknown }
  g.defineAppConfig = (c) => c
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const config = require('../../../src/app.config').default as { pages: string[]; subPackages: { root: string; pages: string[] }[] }
  const routes = new Set<string>(['/'])
  for (const p of config.pages) routes.add(`/${p}`)
  for (const sub of config.subPackages) for (const p of sub.pages) routes.add(`/${sub.root}/${p}`)
  for (const addresses of Object.values(H5_CUSTOM_ROUTES)) for (const a of addresses) routes.add(a)
  return routes
}

const pathOf = (link: string) => link.split('?')[0].split('#')[0]

describe('links the mock seeds', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await buildMockApp({ seed: 20261121 })
  })
  afterAll(() => app.close())

  it('every home and mall banner, advertising tile and short link opens a route the app has', async () => {
    const routes = declaredRoutes()
    expect(routes.has('/pages/home/home')).toBe(true)
    expect(routes.has('/pages/point/no-such-page')).toBe(false)
    const get = async (url: string) => (await app.inject({ method: 'GET', url })).json().data
    const links: string[] = []
    for (const id of ['1', '2']) for (const b of await get(`/mall/api/v1/basics/banner/${id}`)) links.push(b.linkUrl)
    for (const a of await get('/mall/api/v1/basics/advertising/Module_advertising')) links.push(a.linkUrl)
    // short links that lead elsewhere are seeded on purpose (the link page refuses them); the internal ones must exist
    for (const s of SHORT_LINKS) if (s.targetUrl.startsWith('/')) links.push(s.targetUrl)
    expect(links.length).toBeGreaterThan(8)
    const dead = links.filter((l) => !l.startsWith('/') || !routes.has(pathOf(l)))
    expect(dead).toEqual([])
  })
})
