/**
 * The description an upload carries (miniprogram-ci's `desc`, shown beside the version in the
 * admin console): the subjects of the commits since the last tag, newest first, or of every commit
 * when there is no tag yet, cut to DESCRIPTION_LIMIT characters.
 */
import { execFileSync } from 'node:child_process'

/**
 * miniprogram-ci's typings (`desc?: string`) and README (自定义备注) state no length; WeChat's admin
 * console shows a version's note on one line. 100 characters keeps it there, and well inside
 * whatever the service takes.
 */
export const DESCRIPTION_LIMIT = 100

export interface CommitsSince {
  /** the last tag reachable from HEAD, or null when the repository has none */
  tag: string | null
  /** commit subjects, newest first */
  subjects: string[]
}

const chars = (s: string): string[] => [...s]
const cut = (s: string, max: number): string => (chars(s).length <= max ? s : `${chars(s).slice(0, Math.max(0, max - 1)).join('')}…`)

/**
 * `N commits since {tag}: subject; subject (+N more)` (`(no tag yet)` without a tag), within `limit` characters (counted as code points): as many
 * whole subjects as fit, the first one cut with … when even it does not.
 */
export function describeRelease({ tag, subjects }: CommitsSince, limit = DESCRIPTION_LIMIT): string {
  const since = tag ? `since ${tag}` : '(no tag yet)'
  const clean = subjects.map((s) => s.replace(/\s+/g, ' ').trim()).filter(Boolean)
  if (clean.length === 0) return cut(tag ? `no commits since ${tag}` : 'no commits', limit)
  const head = `${clean.length} commit${clean.length === 1 ? '' : 's'} ${since}: `
  const more = (n: number) => (n > 0 ? ` (+${n} more)` : '')
  let text = ''
  let taken = 0
  for (const subject of clean) {
    const next = `${text}${taken ? '; ' : ''}${subject}`
    if (chars(head + next + more(clean.length - taken - 1)).length > limit) break
    text = next
    taken++
  }
  if (taken === 0) {
    const tail = more(clean.length - 1)
    return cut(head + cut(clean[0], Math.max(1, limit - chars(head).length - chars(tail).length)) + tail, limit)
  }
  return head + text + more(clean.length - taken)
}

/** Runs git in `root`; null when git fails (not a repository, no commits). */
type Git = (args: string[]) => string | null

export const gitIn =
  (root: string): Git =>
  (args) => {
    try {
      return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
    } catch {
      return null
    }
  }

/** The last tag and the subjects of the commits after it (all commits without a tag). */
export function commitsSinceLastTag(git: Git): CommitsSince {
  const tag = git(['describe', '--tags', '--abbrev=0'])?.trim() || null
  const log = git(['log', '--no-merges', '--format=%s', ...(tag ? [`${tag}..HEAD`] : [])])
  return { tag, subjects: (log ?? '').split('\n').filter((s) => s.trim()) }
}
