import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { commitsSinceLastTag, describeRelease, DESCRIPTION_LIMIT, gitIn } from '../../../scripts/lib/release/release-description'

const length = (s: string) => [...s].length

describe('the upload description', () => {
  it('lists the commits since the tag, newest first', () => {
    expect(describeRelease({ tag: 'v0.1.0', subjects: ['Cart: totals', 'Pay: retry'] })).toBe('2 commits since v0.1.0: Cart: totals; Pay: retry')
    expect(describeRelease({ tag: 'v0.1.0', subjects: ['Cart: totals'] })).toBe('1 commit since v0.1.0: Cart: totals')
  })

  it('says so when there is no tag', () => {
    expect(describeRelease({ tag: null, subjects: ['Second', 'First'] })).toBe('2 commits (no tag yet): Second; First')
  })

  it('keeps within the limit, counting the subjects it leaves out', () => {
    const subjects = Array.from({ length: 40 }, (_, i) => `Change ${i + 1}`)
    const text = describeRelease({ tag: 'v1.0.0', subjects })
    expect(length(text)).toBeLessThanOrEqual(DESCRIPTION_LIMIT)
    expect(text).toMatch(/^40 commits since v1\.0\.0: Change 1; Change 2; /)
    const taken = text.split('; ').length
    expect(text).toMatch(new RegExp(`Change ${taken} \\(\\+${40 - taken} more\\)$`))
    // one more subject would not have fitted
    expect(length(`${text.replace(/ \(.*$/, '')}; Change ${taken + 1} (+${40 - taken - 1} more)`)).toBeGreaterThan(DESCRIPTION_LIMIT)
  })

  it('cuts a first subject too long to fit, Chinese counted by character', () => {
    const text = describeRelease({ tag: null, subjects: ['订单'.repeat(200), 'Second'] }, 60)
    expect(length(text)).toBe(60)
    expect(text).toMatch(/^2 commits \(no tag yet\): 订单.*… \(\+1 more\)$/)
  })

  it('folds whitespace and skips empty subjects; no commits says so', () => {
    expect(describeRelease({ tag: 'v2', subjects: ['  a\tb  ', ''] })).toBe('1 commit since v2: a b')
    expect(describeRelease({ tag: 'v2', subjects: [] })).toBe('no commits since v2')
    expect(describeRelease({ tag: null, subjects: [] })).toBe('no commits')
  })
})

describe('the commits since the last tag, from git', () => {
  let dir = ''
  const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=Release Test', '-c', 'user.email=release@test.invalid', ...args], { cwd: dir, stdio: 'pipe' })
  const commit = (subject: string) => {
    writeFileSync(path.join(dir, 'file.txt'), subject)
    git('add', 'file.txt')
    git('commit', '-q', '-m', subject)
  }
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'release-git-'))
    git('init', '-q')
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it('takes every commit when there is no tag', () => {
    commit('First')
    commit('Second')
    expect(commitsSinceLastTag(gitIn(dir))).toEqual({ tag: null, subjects: ['Second', 'First'] })
  })

  it('takes the commits after the last tag', () => {
    commit('First')
    git('tag', 'v0.1.0')
    commit('Second')
    commit('Third')
    expect(commitsSinceLastTag(gitIn(dir))).toEqual({ tag: 'v0.1.0', subjects: ['Third', 'Second'] })
  })

  it('has nothing to say outside a repository', () => {
    rmSync(path.join(dir, '.git'), { recursive: true, force: true })
    expect(commitsSinceLastTag(gitIn(dir))).toEqual({ tag: null, subjects: [] })
  })
})
