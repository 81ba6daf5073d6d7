import { execFileSync } from 'node:child_process'
import path from 'node:path'

/** The time helpers give the same results whatever the device's timezone. */
const ROOT = path.resolve(__dirname, '../../..')
const run = (tz: string) =>
  JSON.parse(
    execFileSync(path.join(ROOT, 'node_modules/.bin/tsx'), ['--tsconfig', 'tsconfig.json', 'test/fixtures/time/time-helpers.ts'], {
      cwd: ROOT,
      env: { ...process.env, TZ: tz },
      encoding: 'utf8',
    }),
  )

describe('time helpers under TZ=UTC and TZ=Asia/Shanghai', () => {
  it('agree, and read server times as written', () => {
    const shanghai = run('Asia/Shanghai')
    const utc = run('UTC')
    expect(utc).toEqual(shanghai)
    expect(shanghai.parsed).toEqual(['2026-11-21 09:50:00', '2026-11-21 09:50:00', '2026-11-21 00:00:00', '2026-11-21 23:59:59', '2026-11-21 00:00:00', null, null])
    expect(shanghai.dayKeys).toEqual(['2026-11-21', '2026-11-22', '2026-01-01'])
    expect(shanghai.deadline).toBe(30 * 60 * 1000)
    expect(shanghai.monday).toEqual(['2026-11-16', '2026-11-16', '2026-11-23'])
    expect(shanghai.notice).toBe('2026-11-20 08:05')
  }, 30_000)
})
