import { ossImage } from '@/config/app-config'
import { ConfigError, parseEnv } from '../../../config/app-env'
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
})
