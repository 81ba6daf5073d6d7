/**
 * `npm run release:weapp` on a throw-away copy of the project with a git history of its own (a tag,
 * then one commit): a preview without its app id and key, or with a key that is not there, stops at
 * once, before any build, saying what is missing; a dry run builds for production, runs the package
 * check and WeChat's compilers, and prints what miniprogram-ci would get, offline, exiting 0.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { runScript, throwawayCopy } from '../../scripts/lib/throwaway-copy'

let dir = ''
const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=Release Test', '-c', 'user.email=release@test.invalid', ...args], { cwd: dir, stdio: 'pipe' })

beforeAll(() => {
  dir = throwawayCopy('release')
  git('init', '-q')
  git('add', '-A')
  git('commit', '-q', '-m', 'The storefront as copied')
  git('tag', 'v0.0.9')
  writeFileSync(path.join(dir, 'CHANGES.txt'), 'a change after the tag\n')
  git('add', 'CHANGES.txt')
  git('commit', '-q', '-m', 'Cart: a change after the tag')
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** No key in the environment whatever the shell running the tests has. */
const NO_KEY = { WEAPP_UPLOAD_KEY_PATH: '' }

describe('a preview that cannot be made stops before building', () => {
  it('without a key and with the tourist app id: exit 1 within seconds, both named, nothing built', async () => {
    const started = Date.now()
    const run = await runScript(dir, 'release:weapp', NO_KEY, ['--preview'])
    const seconds = (Date.now() - started) / 1000
    expect(run.code).toBe(1)
    expect(run.output).toContain('✗ 无法预览，未开始构建 / Cannot preview; nothing was built')
    expect(run.output).toContain('No upload key: the environment variable WEAPP_UPLOAD_KEY_PATH is not set.')
    expect(run.output).toContain('TARO_APP_WEAPP_APPID is touristappid')
    expect(run.output).not.toContain('npm run build:weapp')
    expect(existsSync(path.join(dir, 'dist', 'weapp'))).toBe(false)
    expect(seconds).toBeLessThan(30)
  })

  it('with an app id and a key path where nothing is: exit 1, the path named, nothing built', async () => {
    const run = await runScript(dir, 'release:weapp', { TARO_APP_WEAPP_APPID: 'wx0123456789abcdef', WEAPP_UPLOAD_KEY_PATH: '/nowhere/private.wx0123456789abcdef.key' }, ['--upload'])
    expect(run.code).toBe(1)
    expect(run.output).toContain('✗ 无法上传，未开始构建 / Cannot upload; nothing was built')
    expect(run.output).toContain('WEAPP_UPLOAD_KEY_PATH=/nowhere/private.wx0123456789abcdef.key: no such file')
    expect(run.output).not.toContain('TARO_APP_WEAPP_APPID is')
    expect(existsSync(path.join(dir, 'dist', 'weapp'))).toBe(false)
  })
})

describe('a dry run', () => {
  it('builds, checks and prints the project object, version, description, robot and files, offline', async () => {
    const run = await runScript(dir, 'release:weapp', NO_KEY, ['--dry-run', '--robot', '3'])
    const tail = run.output.slice(-4000)
    expect({ code: run.code, tail }).toEqual({ code: 0, tail: expect.stringContaining('✓ dry run passed') })
    // the steps ran, in order
    const at = (text: string) => run.output.indexOf(text)
    expect(at('▶ npm run build:weapp')).toBeGreaterThan(-1)
    expect(at('▶ npm run check:weapp\n')).toBeGreaterThan(at('▶ npm run build:weapp'))
    expect(at('▶ npm run check:weapp:compile')).toBeGreaterThan(at('▶ npm run check:weapp\n'))
    expect(run.output).toContain('no development-only code in dist/weapp')

    const project = JSON.parse(/new ci\.Project\((\{[\s\S]*?\n\})\)/.exec(run.output)![1]) as Record<string, unknown>
    expect(project).toMatchObject({ appid: 'touristappid', type: 'miniProgram', ignores: ['node_modules/**/*', '**/*.map'] })
    expect(project.projectPath).toBe(path.join(dir, 'dist', 'weapp'))
    expect(String(project.projectPath)).toMatch(/dist[\\/]weapp$/)
    expect(project.privateKeyPath).toMatch(/WEAPP_UPLOAD_KEY_PATH not set/)

    const { version } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }
    expect(run.output).toContain(`version: ${version}\n`)
    expect(run.output).toContain('desc: 1 commit since v0.0.9: Cart: a change after the tag\n')
    expect(run.output).toContain('robot: 3\n')
    expect(run.output).toMatch(/ {2}\d+\.\d KB {2}app\.js\n/)
    expect(run.output).toMatch(/Total \/ 合计: \d+ files, [\d.]+ KB/)
    // the missing credentials are said, but do not stop a rehearsal
    expect(run.output).toContain('The dry run goes on; a preview or an upload would stop before building for')
    expect(existsSync(path.join(dir, 'dist', 'weapp', 'app.json'))).toBe(true)
  })
})
