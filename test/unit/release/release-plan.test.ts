import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { filesToSend, PLACEHOLDER_KEY_PATH, releasePlan } from '../../../scripts/lib/release/release-plan'

describe('what a release hands miniprogram-ci', () => {
  it('is the project object, version, description, robot and the project’s own compile settings', () => {
    const plan = releasePlan({ appid: 'wx0123456789abcdef', projectPath: '/repo/dist/weapp', keyPath: '/keys/private.wx0123456789abcdef.key', version: '1.2.3', desc: 'd', robot: 4 })
    expect(plan).toEqual({
      project: { appid: 'wx0123456789abcdef', type: 'miniProgram', projectPath: '/repo/dist/weapp', privateKeyPath: '/keys/private.wx0123456789abcdef.key', ignores: ['node_modules/**/*', '**/*.map'] },
      version: '1.2.3',
      desc: 'd',
      robot: 4,
      setting: { useProjectConfig: true },
    })
  })

  it('names a placeholder key when none is set', () => {
    expect(releasePlan({ appid: 'touristappid', projectPath: '/p', keyPath: undefined, version: '1', desc: '', robot: 1 }).project.privateKeyPath).toBe(PLACEHOLDER_KEY_PATH)
  })
})

describe('the files miniprogram-ci would send', () => {
  let dir = ''
  const write = (file: string, bytes: number) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), 'x'.repeat(bytes))
  }
  beforeEach(() => (dir = mkdtempSync(path.join(os.tmpdir(), 'release-files-'))))
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it('lists every file with its size, sorted, leaving out source maps, node_modules, .git and .DS_Store', () => {
    write('app.js', 10)
    write('pages/order/order-list.js', 5)
    write('pages/order/order-list.js.map', 50)
    write('node_modules/x/index.js', 7)
    write('.git/HEAD', 1)
    write('.DS_Store', 1)
    write('.hidden.json', 2)
    expect(filesToSend(dir)).toEqual([
      { path: '.hidden.json', size: 2 },
      { path: 'app.js', size: 10 },
      { path: 'pages/order/order-list.js', size: 5 },
    ])
  })
})
