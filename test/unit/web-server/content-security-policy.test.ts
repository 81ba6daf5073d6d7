/**
 * The Content-Security-Policy is made from the validated environment: each service host, the object
 * storage, the maps service and the error collector of the build's TARO_APP_* values appear where the
 * app uses them, a host added to a variable appears in the policy, hosts on the page's origin add
 * nothing, and nothing broad is ever allowed.
 */
import path from 'node:path'
import { parseEnv } from '../../../config/app-env'
import { readBuildEnv } from '../../../scripts/lib/release/build-env'
import { contentSecurityPolicy, originOf, policyDirectives, WECHAT_JS_SDK_ORIGIN, WECHAT_SDK_REPORT_ORIGIN } from '../../../scripts/lib/web-server/content-security-policy'
import { TEST_ENV } from '../helpers/fake-deps'

const BUILD = { version: '0.1.0', commit: 'abc1234' }
const INLINE = { scripts: ['bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='] }
const directivesFor = (env: Record<string, string>, inline = INLINE) => policyDirectives(parseEnv(env, BUILD), inline)
const ROOT = path.resolve(__dirname, '..', '..', '..')

test('an address gives its origin; a path on the page’s own origin gives none', () => {
  expect(originOf('https://mall.test/mall/api/v1')).toBe('https://mall.test')
  expect(originOf('http://127.0.0.1:9527/maps')).toBe('http://127.0.0.1:9527')
  expect(originOf('/mall/api/v1')).toBeNull()
  expect(originOf('')).toBeNull()
})

test('every service host and the error collector may be called; object storage and the services may give pictures and videos', () => {
  const d = directivesFor(TEST_ENV)
  const services = ['https://app.test', 'https://auth.test', 'https://mall.test', 'https://management.test', 'https://maps.test', 'https://openapi.test', 'https://rule.test', 'https://schedule.test']
  expect(d['connect-src']).toEqual(["'self'", ...services])
  expect(d['img-src']).toEqual(["'self'", 'data:', ...[...services, 'https://oss.test'].sort(), WECHAT_SDK_REPORT_ORIGIN])
  expect(d['media-src']).toEqual(["'self'", ...[...services, 'https://oss.test'].sort()])
  // the login page and the app-store links are places the parent goes, not things the page loads
  expect(contentSecurityPolicy(parseEnv(TEST_ENV, BUILD), INLINE)).not.toMatch(/passport\.test|apps\.test|market\.test/)
})

test('a host added to the environment is a host the policy allows', () => {
  const d = directivesFor({ ...TEST_ENV, TARO_APP_MAPS_HOST: 'https://new-maps.test', TARO_APP_ERROR_REPORT_URL: 'https://errors.test/collect', TARO_APP_OSS_BASE: 'https://cdn.test/store' })
  expect(d['connect-src']).toContain('https://new-maps.test')
  expect(d['connect-src']).toContain('https://errors.test')
  expect(d['connect-src']).not.toContain('https://maps.test')
  expect(d['img-src']).toContain('https://cdn.test')
  expect(d['img-src']).not.toContain('https://oss.test')
})

test('scripts: the site, its inline scripts by hash and WeChat’s JS-SDK; nothing broad anywhere', () => {
  const d = directivesFor(TEST_ENV)
  expect(d['script-src']).toEqual(["'self'", "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='", WECHAT_JS_SDK_ORIGIN])
  const all = Object.values(d).flat()
  expect(all).not.toContain('*')
  expect(all.filter((s) => /^(https?:|\*|'unsafe-eval'|blob:)$/.test(s))).toEqual([])
  expect(all.filter((s) => s === "'unsafe-inline'")).toEqual(["'unsafe-inline'"]) // style-src only
  expect(d['style-src']).toContain("'unsafe-inline'")
  expect(d['frame-ancestors']).toEqual(["'self'"])
  expect(d['object-src']).toEqual(["'none'"])
  expect(d['frame-src'].every((s) => s.startsWith('https://'))).toBe(true)
})

test('the e2e build’s services are on the page’s own origin: the policy names no service host', () => {
  const d = directivesFor(readBuildEnv(ROOT, 'e2e', {}))
  expect(d['connect-src']).toEqual(["'self'"])
  expect(d['img-src']).toEqual(["'self'", 'data:', WECHAT_SDK_REPORT_ORIGIN])
})

test('the production build’s policy names the production hosts of .env.production', () => {
  const policy = contentSecurityPolicy(parseEnv(readBuildEnv(ROOT, 'production', {}), BUILD), INLINE)
  expect(policy).toMatch(/connect-src [^;]*https:\/\/mall\.kidshealth\.example/)
  expect(policy).toMatch(/connect-src [^;]*https:\/\/restapi\.amap\.com/)
  expect(policy).toMatch(/img-src [^;]*https:\/\/static\.kidshealth\.example/)
})
