import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildVersionText, ossImage } from '@/config/app-config'
import { ConfigError, parseEnv } from '../../../config/app-env'
import { readBuildVersion } from '../../../config/build-version'
import { TEST_ENV } from '../helpers/fake-deps'

describe('parseEnv', () => {
  it('reads every service host, the login address, app ids and sale channels', () => {
    const c = parseEnv(TEST_ENV)
    expect(c.hosts).toEqual({
      auth: 'https://auth.test',
      app: 'https://app.test',
      mall: 'https://mall.test/mall/api/v1',
      schedule: 'https://schedule.test',
      management: 'https://management.test',
      ruleEngine: 'https://rule.test',
      openapi: 'https://openapi.test',
      maps: 'https://maps.test',
    })
    expect(c.loginUrl).toBe('https://passport.test/h5/login')
    expect(c.weappAppId).toBe('wx-weapp-test')
    expect(c.saleChannelIds).toBe('7,8')
    expect(c.httpTimeoutMs).toBe(60_000)
  })

  it('accepts same-origin paths (the browser-test build) and strips trailing slashes', () => {
    const c = parseEnv({ ...TEST_ENV, TARO_APP_AUTH_HOST: '', TARO_APP_MALL_BASE: '/mall/api/v1/', TARO_APP_LOGIN_URL: '/mock/h5-login' })
    expect(c.hosts.auth).toBe('')
    expect(c.hosts.mall).toBe('/mall/api/v1')
    expect(c.loginUrl).toBe('/mock/h5-login')
  })

  it('lists every problem at once', () => {
    let error: unknown
    try {
      parseEnv({ ...TEST_ENV, TARO_APP_AUTH_HOST: undefined, TARO_APP_MALL_BASE: 'https://mall.test/api', TARO_APP_HTTP_TIMEOUT_MS: '90000', TARO_APP_LOGIN_URL: 'javascript:alert(1)' })
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(ConfigError)
    const problems = (error as ConfigError).problems.join('\n')
    expect(problems).toMatch(/TARO_APP_AUTH_HOST is required/)
    expect(problems).toMatch(/TARO_APP_MALL_BASE must end with \/mall\/api\/v1/)
    expect(problems).toMatch(/TARO_APP_HTTP_TIMEOUT_MS must be a whole number from 1000 to 60000/)
    expect(problems).toMatch(/TARO_APP_LOGIN_URL must be an http\(s\) URL or an absolute path/)
  })

  it('refuses protocol-relative hosts', () => {
    expect(() => parseEnv({ ...TEST_ENV, TARO_APP_APP_HOST: '//evil.example' })).toThrow(ConfigError)
  })

  it('lets configuration shorten the request timeout', () => {
    expect(parseEnv({ ...TEST_ENV, TARO_APP_HTTP_TIMEOUT_MS: '5000' }).httpTimeoutMs).toBe(5000)
  })

  it('names images in the object-storage folder with .png', () => {
    expect(ossImage(parseEnv(TEST_ENV), 'empty-cart')).toBe('https://oss.test/store/empty-cart.png')
  })

  it('reads where error reports go: an http(s) URL or a path on the page’s origin, required', () => {
    expect(parseEnv(TEST_ENV).errorReportUrl).toBe('https://app.test/api/client-errors')
    expect(parseEnv({ ...TEST_ENV, TARO_APP_ERROR_REPORT_URL: '/mock/error-reports' }).errorReportUrl).toBe('/mock/error-reports')
    const problemsOf = (value: string | undefined) => {
      try {
        parseEnv({ ...TEST_ENV, TARO_APP_ERROR_REPORT_URL: value })
        return []
      } catch (e) {
        return (e as ConfigError).problems
      }
    }
    expect(problemsOf(undefined)).toEqual(['TARO_APP_ERROR_REPORT_URL is required'])
    expect(problemsOf('javascript:alert(1)')).toEqual(['TARO_APP_ERROR_REPORT_URL must be an http(s) URL or an absolute path, got "javascript:alert(1)"'])
  })

  it('stamps the build’s version: the one given, or package.json’s and the git commit', () => {
    expect(parseEnv(TEST_ENV, { version: '2.0.0', commit: 'f00ba47' }).build).toEqual({ version: '2.0.0', commit: 'f00ba47' })
    const root = path.resolve(__dirname, '../../..')
    const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string }
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root }).toString().trim()
    expect(parseEnv(TEST_ENV).build).toEqual({ version, commit })
    expect(buildVersionText({ version, commit })).toBe(`${version} (${commit})`)
  })
})

describe('the build version', () => {
  it('is “unknown” for the commit where the sources are not a git checkout', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'no-git-'))
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ version: '3.1.4' }))
    expect(readBuildVersion(dir)).toEqual({ version: '3.1.4', commit: 'unknown' })
    expect(readBuildVersion(mkdtempSync(path.join(os.tmpdir(), 'nothing-')))).toEqual({ version: 'unknown', commit: 'unknown' })
  })
})
