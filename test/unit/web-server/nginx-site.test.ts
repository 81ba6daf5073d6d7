/**
 * The shipped nginx configuration, filled in: every location that answers from the site carries all
 * the security headers itself (a location with an add_header of its own inherits none from above),
 * with `always` so that errors and the page fallback carry them too; the cache rule only on
 * successes; the mock's paths handed to the mock; nothing left unfilled.
 */
import fs from 'node:fs'
import path from 'node:path'
import { buildMockApp } from '../../../mock/app'
import { fillTemplate, headerLines, renderSite, securityHeaders, serviceLocations, servicePaths } from '../../../scripts/lib/web-server/nginx-site'

const TEMPLATE = fs.readFileSync(path.resolve(__dirname, '../../../deploy/nginx/storefront.conf.template'), 'utf8')
const POLICY = "default-src 'self'; script-src 'self' 'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='"

/** The blocks `location … { … }` of a configuration, with their lines. */
const locations = (conf: string) => [...conf.matchAll(/^\s*location ([^{]+)\{([^}]*)\}/gm)].map((m) => ({ where: m[1].trim(), body: m[2] }))

test('a placeholder of its own line takes a list of lines at its indentation; an unknown or unused one is refused', () => {
  expect(fillTemplate('a {{x}};\n    {{lines}}\nb', { x: '1', lines: ['c;', 'd;'] })).toBe('a 1;\n    c;\n    d;\nb')
  expect(() => fillTemplate('{{x}} {{y}}', { x: '1' })).toThrow('no value for {{y}}')
  expect(() => fillTemplate('{{x}}', { x: '1', z: '2' })).toThrow('the template has no {{z}}')
})

test('the security headers are sent with `always`; the cache rule only with successes; a value nginx would change is refused', () => {
  const lines = headerLines(POLICY)
  for (const [name, value] of Object.entries(securityHeaders(POLICY))) expect(lines).toContain(`add_header ${name} "${value}" always;`)
  expect(lines).toContain('add_header Cache-Control $storefront_cache_control;')
  expect(() => headerLines("default-src 'self' $x")).toThrow(/may not hold/)
  expect(() => headerLines('default-src "self"')).toThrow(/may not hold/)
})

test('the production configuration: every location answers with all the headers, none is set outside them, nothing unfilled', () => {
  const conf = renderSite(TEMPLATE, { root: '/srv/storefront/h5', listen: '80', policy: POLICY })
  expect(conf).not.toMatch(/\{\{|\}\}/)
  expect(conf).toContain('root /srv/storefront/h5;')
  const blocks = locations(conf)
  expect(blocks.map((b) => b.where)).toEqual(['~ "\\.[A-Za-z0-9]+$"', '/', '= /index.html'])
  for (const b of blocks) for (const line of headerLines(POLICY)) expect(b.body).toContain(line)
  // outside the locations: no add_header that a location would silently drop
  const outside = blocks.reduce((text, b) => text.replace(b.body, ''), conf)
  expect(outside).not.toMatch(/^\s*add_header/m)
  expect(conf).toMatch(/brotli_static on;[\s\S]*gzip_static on;[\s\S]*gzip_vary on;/)
  expect(conf).toContain('try_files $uri /index.html;')
  expect(conf).toContain('try_files $uri =404;')
  expect(conf).not.toContain('proxy_pass')
})

test('the mock’s paths: a folder for a route with more below it, an exact address for a route of one segment; a route with no fixed first segment is refused', () => {
  const printed = ['└── /', '    ├── /api/auth/h5/exchange (GET, HEAD)', '    ├── /api/bind/user/third (POST)', '    ├── /getMonthRankingList (GET)', '    └── /__mock__/ship/:id (POST)'].join('\n')
  expect(servicePaths(printed)).toEqual(['/__mock__/', '/api/', '/getMonthRankingList'])
  expect(() => servicePaths('├── /:page (GET)')).toThrow(/no fixed first segment/)
  expect(serviceLocations(['/api/', '/x'], 'http://127.0.0.1:9527').filter((l) => l.startsWith('location'))).toEqual(['location ^~ /api/ {', 'location = /x {'])
})

test('the real mock’s paths go to the mock, never a page address or a folder of the build', async () => {
  const mock = await buildMockApp()
  await mock.ready()
  const paths = servicePaths(mock.printRoutes({ commonPrefix: false }))
  await mock.close()
  expect(paths).toEqual(expect.arrayContaining(['/__mock__/', '/api/', '/mall/', '/mock/']))
  expect(paths.filter((p) => /^\/(pages|js|css|static|index\.html)\b/.test(p))).toEqual([])
  const conf = renderSite(TEMPLATE, { root: '/srv/h5', listen: '127.0.0.1:8080', policy: POLICY, services: { upstream: 'http://127.0.0.1:9527', paths } })
  const proxied = locations(conf).filter((b) => b.body.includes('proxy_pass http://127.0.0.1:9527;'))
  expect(proxied).toHaveLength(paths.length)
  // the mock's answers stand in for other hosts: they carry no site headers
  for (const b of proxied) expect(b.body).not.toContain('add_header')
})
