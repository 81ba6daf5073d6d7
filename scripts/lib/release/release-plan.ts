/**
 * What a release hands miniprogram-ci: the project (`new ci.Project(…)`), the version and
 * description, the robot, and the files of the build it would compile and send, found the way
 * miniprogram-ci finds them (its own glob over the project folder with its default ignores and ours).
 */
import { createRequire } from 'node:module'
import path from 'node:path'
import { statSync } from 'node:fs'
import type { FileEntry } from '../weapp-package'

/** Ours, beside miniprogram-ci's defaults: source maps never ship. */
export const PROJECT_IGNORES = ['node_modules/**/*', '**/*.map']
/** miniprogram-ci 2.x's getDefaultIgnores for a plain mini-program project. */
const CI_DEFAULT_IGNORES = ['node_modules/**/*', '**/node_modules/**', '**/.git/**', '.git/**/*', '**/.svn/**', '.svn/**/*', '.DS_Store', '**/.DS_Store']
/** Shown as the key path of a dry run without a key: nothing is read from it. */
export const PLACEHOLDER_KEY_PATH = '<WEAPP_UPLOAD_KEY_PATH not set: no key is read in a dry run>'

export interface ProjectOptions {
  appid: string
  type: 'miniProgram'
  projectPath: string
  privateKeyPath: string
  ignores: string[]
}

export interface ReleasePlan {
  project: ProjectOptions
  version: string
  desc: string
  robot: number
  /** compile settings: those of dist/weapp/project.config.json, as DevTools would use them */
  setting: { useProjectConfig: true }
}

export function releasePlan(o: { appid: string; projectPath: string; keyPath: string | undefined; version: string; desc: string; robot: number }): ReleasePlan {
  return {
    project: { appid: o.appid, type: 'miniProgram', projectPath: o.projectPath, privateKeyPath: o.keyPath || PLACEHOLDER_KEY_PATH, ignores: [...PROJECT_IGNORES] },
    version: o.version,
    desc: o.desc,
    robot: o.robot,
    setting: { useProjectConfig: true },
  }
}

const ciRequire = createRequire(require.resolve('miniprogram-ci'))
const glob = ciRequire('glob') as { sync(pattern: string, options: Record<string, unknown>): string[] }

/** The files miniprogram-ci would take from the project folder, sorted, with their sizes. */
export function filesToSend(projectPath: string, ignores: readonly string[] = PROJECT_IGNORES): FileEntry[] {
  return glob
    .sync('**', { cwd: projectPath, nodir: true, dot: true, ignore: [...CI_DEFAULT_IGNORES, ...ignores] })
    .map((p) => ({ path: p.split(path.sep).join('/'), size: statSync(path.join(projectPath, p)).size }))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
}
