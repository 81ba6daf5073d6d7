import dayjs from 'dayjs'
import { isTokenExpired, restoreToken, TOKEN_MARGIN_MS, tokenFromOAuth } from '@/services/session/token'

const NOW = Date.UTC(2026, 10, 21, 8, 0, 0)
const oauth = { access_token: 'acc', refresh_token: 'ref', expires_in: 7200, scope: 'server', token_type: 'bearer' }

describe('token expiry', () => {
  const token = tokenFromOAuth(oauth, NOW)
  const expiry = NOW + 7200 * 1000

  it('is valid until 15 s before the real expiry', () => {
    expect(TOKEN_MARGIN_MS).toBe(15_000)
    expect(isTokenExpired(token, NOW)).toBe(false)
    expect(isTokenExpired(token, expiry - 15_001)).toBe(false)
  })
  it('counts as expired from 15 s before the real expiry', () => {
    expect(isTokenExpired(token, expiry - 15_000)).toBe(true)
    expect(isTokenExpired(token, expiry - 1)).toBe(true)
    expect(isTokenExpired(token, expiry + 1)).toBe(true)
  })
})

describe('saving a token', () => {
  it('keeps access, refresh, expiry, scope, createAt, extra, type and issued-at', () => {
    const t = tokenFromOAuth(oauth, NOW)
    expect(t).toEqual({
      accessToken: 'acc',
      refreshToken: 'ref',
      expiresIn: 7200,
      scope: 'server',
      createAt: dayjs(NOW).toISOString(),
      extra: {},
      tokenType: 'bearer',
      issuedAt: NOW,
    })
  })
})

describe('restoring a token', () => {
  const good = tokenFromOAuth(oauth, NOW)

  it('accepts what was saved, as an object or as JSON text', () => {
    expect(restoreToken(good)).toEqual({ ok: true, token: good })
    expect(restoreToken(JSON.stringify(good))).toEqual({ ok: true, token: good })
  })
  it.each([
    ['createAt is not a date', { ...good, createAt: 'yesterday' }],
    ['createAt is missing', { ...good, createAt: undefined }],
    ['createAt is a number', { ...good, createAt: NOW }],
    ['access token is not a string', { ...good, accessToken: 42 }],
    ['refresh token is not a string', { ...good, refreshToken: null }],
    ['scope is not a string', { ...good, scope: ['server'] }],
    ['expiresIn is not a number', { ...good, expiresIn: '7200' }],
    ['expiresIn is NaN', { ...good, expiresIn: NaN }],
  ])('rejects data where %s', (_why, data) => {
    expect(restoreToken(data).ok).toBe(false)
  })
  it('rejects text that is not JSON and values that are not objects, without throwing', () => {
    expect(restoreToken('{broken').ok).toBe(false)
    expect(restoreToken(null).ok).toBe(false)
    expect(restoreToken(7).ok).toBe(false)
  })
  it('accepts the server time format too (yyyy-mm-dd hh:mm:ss)', () => {
    expect(restoreToken({ ...good, createAt: '2026-11-21 08:00:00' }).ok).toBe(true)
  })
})
