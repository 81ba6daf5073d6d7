import path from 'node:path'
import {
  appIdProblems,
  credentialProblems,
  describeProblems,
  keyProblems,
  TOURIST_APPID,
  type KeyFileProbe,
} from '../../../scripts/lib/release/upload-credentials'

const ROOT = '/repo'
const APPID = 'wx0123456789abcdef'
const PEM = '-----BEGIN RSA PRIVATE KEY-----\nMIIE…\n'

/** A disk of named files (with their first bytes) and folders, and the files git ignores. */
function probe(files: Record<string, string>, opts: { folders?: string[]; ignored?: string[] } = {}): KeyFileProbe {
  return {
    kind: (f) => (f in files ? 'file' : opts.folders?.includes(f) ? 'directory' : 'missing'),
    head: (f) => files[f] ?? '',
    ignoredByGit: (f) => opts.ignored?.includes(f) ?? false,
  }
}

describe('the app id a preview or an upload needs', () => {
  it('accepts a mini-program app id', () => {
    expect(appIdProblems(APPID)).toEqual([])
    expect(appIdProblems('WX0123456789ABCDEF')).toEqual([])
  })

  it('refuses the tourist app id, an empty one and one that is no app id, in Chinese and English', () => {
    const [tourist] = appIdProblems(TOURIST_APPID)
    expect(tourist.zh).toContain('touristappid')
    expect(tourist.en).toMatch(/TARO_APP_WEAPP_APPID is touristappid/)
    expect(tourist.fix).toMatch(/\.env\.production/)
    expect(appIdProblems('')[0].en).toMatch(/TARO_APP_WEAPP_APPID is empty/)
    expect(appIdProblems('wx123')[0].en).toMatch(/not a mini-program app id/)
    expect(appIdProblems('wx0123456789abcdeg')).toHaveLength(1)
  })
})

describe('the upload key', () => {
  const outside = '/home/me/keys/private.wx0123456789abcdef.key'

  it('accepts a PEM key outside the repository', () => {
    expect(keyProblems(outside, APPID, ROOT, probe({ [outside]: PEM }))).toEqual([])
  })

  it('names the variable when it is not set, and where the key comes from', () => {
    for (const unset of [undefined, '', '  ']) {
      const [p] = keyProblems(unset, APPID, ROOT, probe({}))
      expect(p.en).toBe('No upload key: the environment variable WEAPP_UPLOAD_KEY_PATH is not set.')
      expect(p.zh).toContain('WEAPP_UPLOAD_KEY_PATH')
      expect(p.fix).toMatch(/private\.<appid>\.key/)
      expect(p.fix).toMatch(/WEAPP_UPLOAD_KEY_PATH=\/path\/to\/private\.<appid>\.key/)
    }
  })

  it('names the path when nothing is there, relative paths from the project root', () => {
    const [p] = keyProblems('keys/private.key', APPID, ROOT, probe({}))
    expect(p.en).toBe(`WEAPP_UPLOAD_KEY_PATH=keys/private.key: no such file (${path.resolve(ROOT, 'keys/private.key')}).`)
  })

  it('refuses a folder and a file that is no private key', () => {
    expect(keyProblems('/keys', APPID, ROOT, probe({}, { folders: ['/keys'] }))[0].en).toMatch(/is a folder/)
    expect(keyProblems('/keys/note.txt', APPID, ROOT, probe({ '/keys/note.txt': 'hello' }))[0].en).toMatch(/no PEM private key header/)
  })

  it('refuses the key WeChat downloaded for another app id', () => {
    const other = '/keys/private.wxffffffffffffffff.key'
    const [p] = keyProblems(other, APPID, ROOT, probe({ [other]: PEM }))
    expect(p.en).toBe(`The key's file name says it belongs to wxffffffffffffffff, but TARO_APP_WEAPP_APPID is ${APPID}.`)
  })

  it('refuses a key inside the repository that git would take, not one it ignores', () => {
    const inside = '/repo/secrets/upload.pem'
    expect(keyProblems(inside, APPID, ROOT, probe({ [inside]: PEM }))[0].en).toMatch(/inside the repository and not ignored/)
    expect(keyProblems(inside, APPID, ROOT, probe({ [inside]: PEM }, { ignored: [inside] }))).toEqual([])
  })

  it('lists every problem at once under one heading', () => {
    const problems = credentialProblems({ appid: TOURIST_APPID, keyPath: undefined, root: ROOT, probe: probe({}) })
    expect(problems).toHaveLength(2)
    const text = describeProblems({ zh: '无法预览', en: 'Cannot preview' }, problems)
    expect(text.split('\n')[0]).toBe('✗ 无法预览 / Cannot preview')
    expect(text).toMatch(/ {2}1\. TARO_APP_WEAPP_APPID 是 touristappid/)
    expect(text).toMatch(/ {2}2\. 缺少上传密钥/)
    expect(text).toMatch(/ {5}→ mp\.weixin\.qq\.com/)
    // a dry run lists them as notes
    expect(describeProblems({ zh: '演练照常进行', en: 'The dry run goes on' }, problems, '!').split('\n')[0]).toBe('! 演练照常进行 / The dry run goes on')
  })
})
