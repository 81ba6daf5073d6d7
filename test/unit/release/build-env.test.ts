import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { dotenvParse } from '@tarojs/helper/dist/dotenv'
import { readBuildEnv } from '../../../scripts/lib/release/build-env'

let dir = ''
const write = (file: string, text: string) => writeFileSync(path.join(dir, file), text)
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'release-env-'))
  write('.env', 'TARO_APP_WEAPP_APPID=from-env\nTARO_APP_FLAG=0\nOTHER=x\n')
  write('.env.production', 'TARO_APP_WEAPP_APPID=wx0123456789abcdef\nTARO_APP_HOST=${ORIGIN:-https://a.example}/api\n')
  write('.env.development', 'TARO_APP_WEAPP_APPID=touristappid\nTARO_APP_FLAG=1\n')
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

/** Taro's own reading, which writes what it reads into process.env: run it on a copy and put process.env back. */
function taroReads(mode: string, environment: Record<string, string>): Record<string, string> {
  const saved = process.env
  process.env = { ...environment } as NodeJS.ProcessEnv
  try {
    return dotenvParse(dir, 'TARO_APP_', mode)
  } finally {
    process.env = saved
  }
}

describe('the variables a build mode sees', () => {
  it('reads .env then the mode file, TARO_APP_* only, expanded', () => {
    expect(readBuildEnv(dir, 'production', {})).toEqual({ TARO_APP_WEAPP_APPID: 'wx0123456789abcdef', TARO_APP_FLAG: '0', TARO_APP_HOST: 'https://a.example/api' })
    expect(readBuildEnv(dir, 'development', {})).toEqual({ TARO_APP_WEAPP_APPID: 'touristappid', TARO_APP_FLAG: '1' })
  })

  it('lets the environment override a file and feed an expansion, without changing process.env', () => {
    const before = { ...process.env }
    const env = readBuildEnv(dir, 'production', { TARO_APP_WEAPP_APPID: 'wxffffffffffffffff', ORIGIN: 'https://b.example' })
    expect(env.TARO_APP_WEAPP_APPID).toBe('wxffffffffffffffff')
    expect(env.TARO_APP_HOST).toBe('https://b.example/api')
    expect(process.env).toEqual(before)
  })

  it('reads the .local files after their kin', () => {
    write('.env.production.local', 'TARO_APP_WEAPP_APPID=wx1111111111111111\n')
    expect(readBuildEnv(dir, 'production', {}).TARO_APP_WEAPP_APPID).toBe('wx1111111111111111')
  })

  it.each([
    ['production', {}],
    ['development', {}],
    ['production', { TARO_APP_WEAPP_APPID: 'wxffffffffffffffff', ORIGIN: 'https://b.example' }],
  ])('agrees with Taro’s own dotenvParse (%s, %j)', (mode, environment: Record<string, string>) => {
    write('.env.local', 'TARO_APP_FLAG=local\n')
    expect(readBuildEnv(dir, mode, environment)).toEqual(taroReads(mode, environment))
  })
})
