/**
 * The build validates the TARO_APP_* variables and writes the result into the app as `__APP_ENV__`
 * (config/index.ts, config/app-env.ts): a missing or malformed variable fails the build.
 */
import path from 'node:path'
import { dotenvParse } from '@tarojs/helper'
import projectConfig from '../../../config/index'
import { ConfigError, parseEnv } from '../../../config/app-env'

type ConfigFn = (merge: (target: object, base: object) => object, env: { command: string; mode: string }) => Promise<{ defineConstants: Record<string, string> }>
const buildConfig = () => (projectConfig as unknown as ConfigFn)((_target, base) => base, { command: 'build', mode: 'production' })

const saved = { ...process.env }
afterEach(() => {
  for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key]
  Object.assign(process.env, saved)
})

describe('the configuration, validated by the build', () => {
  it('is written into the app as __APP_ENV__: the validated configuration of the mode’s .env file', async () => {
    const vars = dotenvParse(path.resolve(__dirname, '../../..'), 'TARO_APP_', 'production')
    const written = JSON.parse((await buildConfig()).defineConstants.__APP_ENV__)
    expect(written).toEqual(parseEnv(vars))
    expect(written.hosts.mall).toMatch(/\/mall\/api\/v1$/)
  })

  it('fails the build, with every problem listed, when a variable is missing or malformed', async () => {
    dotenvParse(path.resolve(__dirname, '../../..'), 'TARO_APP_', 'production')
    process.env.TARO_APP_MALL_BASE = 'https://mall.example/api'
    delete process.env.TARO_APP_LOGIN_URL
    const failure = await buildConfig().catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(ConfigError)
    expect((failure as ConfigError).problems).toEqual(['TARO_APP_LOGIN_URL is required', 'TARO_APP_MALL_BASE must end with /mall/api/v1'])
  })
})
