/**
 * The build's version, stamped into the app at build time (config/app-env.ts puts it into
 * `__APP_ENV__`): package.json's version and the commit the build was made from, so that a report
 * from a parent's phone, or the version a QA tester reads off the account tab, names the code.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'

export interface BuildVersion {
  /** package.json's version */
  version: string
  /** `git rev-parse --short HEAD`, or 'unknown' where the sources are not a git checkout */
  commit: string
}

export const UNKNOWN = 'unknown'

const ROOT = path.resolve(__dirname, '..')

function packageVersion(root: string): string {
  try {
    const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version?: unknown }
    return typeof version === 'string' && version ? version : UNKNOWN
  } catch {
    return UNKNOWN
  }
}

function gitCommit(root: string): string {
  try {
    const out = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, stdio: ['ignore', 'pipe', 'ignore'], timeout: 5000 })
    const commit = out.toString().trim()
    return /^[0-9a-f]{4,40}$/.test(commit) ? commit : UNKNOWN
  } catch {
    return UNKNOWN
  }
}

const read = new Map<string, BuildVersion>()

/** The version of the sources at `root` (the project by default); read once per process. */
export function readBuildVersion(root: string = ROOT): BuildVersion {
  let found = read.get(root)
  if (!found) read.set(root, (found = { version: packageVersion(root), commit: gitCommit(root) }))
  return found
}
