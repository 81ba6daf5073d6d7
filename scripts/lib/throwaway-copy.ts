/**
 * A throw-away copy of the project, for the build tests and the upgrade rehearsal: the sources and
 * configuration copied to a temporary folder (not node_modules, dist or .git), node_modules linked
 * unless the copy installs its own, so a test can plant a failure, edit a stylesheet or install
 * other versions without touching the work tree.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export const PROJECT_ROOT = path.resolve(__dirname, '..', '..')
const SKIP = new Set(['node_modules', 'dist', '.git', '.swc', '.bench', '.scratch', '.pictures', 'test-results', 'playwright-report', 'coverage'])

export function throwawayCopy(label: string, { linkNodeModules = true } = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `storefront-${label}-`))
  for (const entry of fs.readdirSync(PROJECT_ROOT)) {
    if (SKIP.has(entry) || entry.startsWith('dist-')) continue
    fs.cpSync(path.join(PROJECT_ROOT, entry), path.join(dir, entry), { recursive: true })
  }
  if (linkNodeModules) fs.symlinkSync(path.join(PROJECT_ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir')
  return dir
}

/** Replaces `from` with `to` in a file of the copy; throws when `from` is not there (a plant that plants nothing proves nothing). */
export function plant(dir: string, file: string, from: string | RegExp, to: string): void {
  const full = path.join(dir, file)
  const text = fs.readFileSync(full, 'utf8')
  const next = text.replace(from, to)
  if (next === text) throw new Error(`nothing to replace in ${file}: ${String(from)}`)
  fs.writeFileSync(full, next)
}

/** The environment of a build as a developer's shell has it: jest's NODE_ENV=test would make Taro read `.env.test`. */
function buildEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extra, FORCE_COLOR: '0' }
  delete env.NODE_ENV
  delete env.JEST_WORKER_ID
  return env
}

export interface Run {
  code: number | null
  output: string
}

/** Runs an npm script of the copy to its end (`args` after `--`); the output is kept for the assertion messages. */
export function runScript(dir: string, script: string, env: Record<string, string> = {}, args: string[] = []): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])], { cwd: dir, env: buildEnv(env) })
    let output = ''
    child.stdout.on('data', (d: Buffer) => (output += d.toString()))
    child.stderr.on('data', (d: Buffer) => (output += d.toString()))
    child.on('exit', (code) => resolve({ code, output }))
  })
}

/** Starts an npm script of the copy and leaves it running (a watch build); stop it with `stop`. */
export function startScript(dir: string, script: string, env: Record<string, string> = {}): { child: ChildProcess; output: () => string; stop: () => Promise<void> } {
  const child = spawn('npm', ['run', '--silent', script], { cwd: dir, env: buildEnv(env), detached: true })
  let output = ''
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()))
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()))
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve()
      child.on('exit', () => resolve())
      try {
        process.kill(-child.pid!, 'SIGTERM')
      } catch {
        resolve()
      }
    })
  return { child, output: () => output, stop }
}
