import { parseReleaseArgs, parseRobot, UsageError } from '../../../scripts/lib/release/release-args'

describe('the release command line', () => {
  it('takes one action and robot 1 by default', () => {
    expect(parseReleaseArgs(['--preview'])).toEqual({ action: 'preview', robot: 1 })
    expect(parseReleaseArgs(['--upload'])).toEqual({ action: 'upload', robot: 1 })
    expect(parseReleaseArgs(['--dry-run'])).toEqual({ action: 'dry-run', robot: 1 })
  })

  it('takes --robot N and --robot=N, from 1 to 30, before or after the action', () => {
    expect(parseReleaseArgs(['--upload', '--robot', '7'])).toEqual({ action: 'upload', robot: 7 })
    expect(parseReleaseArgs(['--robot=30', '--upload'])).toEqual({ action: 'upload', robot: 30 })
    expect(parseReleaseArgs(['--preview', '--robot', '1'])).toEqual({ action: 'preview', robot: 1 })
  })

  it.each([['0'], ['31'], ['2.5'], ['-1'], ['x'], ['1e1']])('refuses robot %p', (n) => {
    expect(() => parseRobot(n)).toThrow(UsageError)
    expect(() => parseRobot(n)).toThrow(/1 to 30/)
  })

  it('refuses a --robot without a number', () => {
    expect(() => parseReleaseArgs(['--upload', '--robot'])).toThrow(/--robot needs a number/)
    expect(() => parseReleaseArgs(['--robot', '--upload'])).toThrow(/--robot needs a number/)
    expect(() => parseReleaseArgs(['--upload', '--robot='])).toThrow(/--robot needs a number/)
  })

  it('refuses no action, two actions and unknown arguments, saying which', () => {
    expect(() => parseReleaseArgs([])).toThrow(/--preview, --upload or --dry-run/)
    expect(() => parseReleaseArgs(['--robot', '2'])).toThrow(UsageError)
    expect(() => parseReleaseArgs(['--preview', '--upload'])).toThrow(/--preview, --upload/)
    expect(() => parseReleaseArgs(['--dry-run', '--force'])).toThrow(/unknown argument "--force"/)
    expect(() => parseReleaseArgs(['preview'])).toThrow(/unknown argument "preview"/)
  })

  it('lets the same action be given twice', () => {
    expect(parseReleaseArgs(['--dry-run', '--dry-run'])).toEqual({ action: 'dry-run', robot: 1 })
  })
})
