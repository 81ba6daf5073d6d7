/**
 * The development build (`npm run build:weapp:local`, `.env.development`) for what only that build
 * has, such as the binding page's 以演示家长身份绑定. It is built into dist/weapp-dev (WEAPP_DEV_DIST
 * for another folder) with every service at MOCK_ORIGIN=https://mock.kidshealth.example, an origin
 * the client answers from the mock like the production hosts (mock-transport.ts), and built again
 * only when its inputs changed: a fingerprint of the sources, config and env files is kept beside it.
 */
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { PROJECT_ROOT, runScript } from '../../../scripts/lib/throwaway-copy'

export const DEV_BUILD = path.resolve(PROJECT_ROOT, process.env.WEAPP_DEV_DIST ?? 'dist/weapp-dev')
export const DEV_MOCK_ORIGIN = 'https://mock.kidshealth.example'

const INPUT_FOLDERS = ['src', 'config', 'types']
const INPUT_FILES = ['.env', '.env.development', 'babel.config.js', 'package.json', 'tsconfig.json', 'project.config.json']

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]))
}

/** What the build is made of, as one hash. */
export function inputFingerprint(root = PROJECT_ROOT): string {
  const files = [...INPUT_FOLDERS.flatMap((d) => filesUnder(path.join(root, d))), ...INPUT_FILES.map((f) => path.join(root, f)).filter((f) => existsSync(f))].sort()
  const hash = createHash('sha256').update(DEV_MOCK_ORIGIN)
  for (const f of files) hash.update(path.relative(root, f)).update('\0').update(readFileSync(f)).update('\0')
  return hash.digest('hex')
}

/** Builds dist/weapp-dev unless the build there was made from the same inputs; returns its folder. */
export async function ensureDevelopmentBuild(): Promise<string> {
  const stamp = `${DEV_BUILD}.fingerprint`
  const fingerprint = inputFingerprint()
  if (existsSync(path.join(DEV_BUILD, 'app.json')) && existsSync(stamp) && readFileSync(stamp, 'utf8') === fingerprint) return DEV_BUILD
  const run = await runScript(PROJECT_ROOT, 'build:weapp:local', { TARO_OUTPUT_ROOT: path.relative(PROJECT_ROOT, DEV_BUILD), MOCK_ORIGIN: DEV_MOCK_ORIGIN })
  if (run.code !== 0) throw new Error(`npm run build:weapp:local into ${DEV_BUILD} failed (exit ${run.code}):\n${run.output.slice(-3000)}`)
  writeFileSync(stamp, fingerprint)
  return DEV_BUILD
}
