/**
 * Releases the mini-program with WeChat's miniprogram-ci:
 *   npm run release:weapp -- --preview | --upload | --dry-run [--robot N]
 * A preview or an upload first checks the app id (TARO_APP_WEAPP_APPID of the production mode) and
 * the upload key (WEAPP_UPLOAD_KEY_PATH) and stops before building when either is missing. Then, as
 * for a dry run: the production build (`npm run build:weapp`), its package check, WeChat's compilers
 * and code-quality scan, and a look for development-only code. A dry run prints what miniprogram-ci
 * would get and stops there, offline; --preview asks WeChat for a preview QR code (printed here and
 * saved as dist/release/preview-qrcode.png), --upload uploads package.json's version with the
 * commits since the last tag as its description, from robot N (1 by default).
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { developmentTraces } from './lib/development-traces'
import { readBuildEnv } from './lib/release/build-env'
import { parseReleaseArgs, RELEASE_USAGE, UsageError, type ReleaseAction } from './lib/release/release-args'
import { commitsSinceLastTag, gitIn, describeRelease } from './lib/release/release-description'
import { filesToSend, releasePlan, type ReleasePlan } from './lib/release/release-plan'
import { base64Of, saveQrcodePng, terminalQrcode } from './lib/release/preview-qrcode'
import { APPID_VARIABLE, credentialProblems, describeProblems, KEY_PATH_VARIABLE, type KeyFileProbe } from './lib/release/upload-credentials'
import { formatKb, packageSizes, subPackagesOf, type AppJson } from './lib/weapp-package'

const ROOT = path.resolve(__dirname, '..')
const WEAPP = path.join(ROOT, 'dist', 'weapp')
const QRCODE_PNG = path.join(ROOT, 'dist', 'release', 'preview-qrcode.png')

const WHAT = {
  preview: { zh: '无法预览，未开始构建', en: 'Cannot preview; nothing was built' },
  upload: { zh: '无法上传，未开始构建', en: 'Cannot upload; nothing was built' },
}

const diskProbe: KeyFileProbe = {
  kind(file) {
    try {
      return statSync(file).isDirectory() ? 'directory' : 'file'
    } catch {
      return 'missing'
    }
  },
  head: (file) => readFileSync(file, 'utf8').slice(0, 200),
  ignoredByGit: (file) => spawnSync('git', ['check-ignore', '-q', file], { cwd: ROOT }).status === 0,
}

/** The environment of the build and the checks: the production mode, into dist/weapp, nothing development-only. */
function releaseEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, TARO_APP_DEMO_PARENT_BIND: '0' }
  for (const name of ['NODE_ENV', 'TARO_OUTPUT_ROOT', 'WEAPP_DIST', 'WEAPP_SOURCEMAP', 'BUILD_WITHOUT', 'BUILD_KEEP_GOING']) delete env[name]
  return env
}

function step(script: string): boolean {
  console.log(`\n▶ npm run ${script}`)
  return spawnSync('npm', ['run', script], { cwd: ROOT, stdio: 'inherit', env: releaseEnv() }).status === 0
}

/** What the build wrote for DevTools and miniprogram-ci must name the app id the release uses. */
function builtAppId(): string | undefined {
  try {
    return (JSON.parse(readFileSync(path.join(WEAPP, 'project.config.json'), 'utf8')) as { appid?: string }).appid
  } catch {
    return undefined
  }
}

function printPlan(plan: ReleasePlan, action: ReleaseAction): void {
  console.log('\nminiprogram-ci would get / miniprogram-ci 将收到:')
  console.log(`new ci.Project(${JSON.stringify(plan.project, null, 2)})`)
  // a preview has no version of its own (miniprogram-ci sends one of its own)
  const options = { ...(action === 'preview' ? {} : { version: plan.version }), desc: plan.desc, robot: plan.robot, setting: plan.setting }
  console.log(`${action === 'preview' ? 'ci.preview' : 'ci.upload'}({ project, ...${JSON.stringify(options, null, 2)} })`)
  console.log(`version: ${plan.version}`)
  console.log(`desc: ${plan.desc}`)
  console.log(`robot: ${plan.robot}`)
}

function printFiles({ projectPath, ignores }: ReleasePlan['project']): void {
  const files = filesToSend(projectPath, ignores)
  const total = files.reduce((sum, f) => sum + f.size, 0)
  console.log(`\nFiles miniprogram-ci would compile and send from ${path.relative(ROOT, projectPath)} / 将上传的文件:`)
  for (const f of files) console.log(`${formatKb(f.size).padStart(9)} KB  ${f.path}`)
  const app = JSON.parse(readFileSync(path.join(projectPath, 'app.json'), 'utf8')) as AppJson
  console.log('\nBy package / 分包:')
  for (const p of packageSizes(files, subPackagesOf(app).map((s) => s.root))) console.log(`${formatKb(p.bytes).padStart(9)} KB  ${String(p.files).padStart(4)} files  ${p.name}`)
  console.log(`\nTotal / 合计: ${files.length} files, ${formatKb(total)} KB (${total} bytes), before WeChat compiles and compresses them`)
}

interface CiTask {
  message?: string
  status?: string
}
interface MiniprogramCi {
  Project: new (options: ReleasePlan['project']) => unknown
  preview(o: Record<string, unknown>): Promise<unknown>
  upload(o: Record<string, unknown>): Promise<unknown>
}

const progress = (task: CiTask | string) => {
  const text = typeof task === 'string' ? task : task.status === 'done' ? `✓ ${task.message ?? ''}` : ''
  if (text.trim()) console.log(`  ${text}`)
}

async function send(plan: ReleasePlan, action: 'preview' | 'upload'): Promise<void> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const ci = require('miniprogram-ci') as MiniprogramCi
  const project = new ci.Project(plan.project)
  const common = { project, desc: plan.desc, robot: plan.robot, setting: plan.setting, onProgressUpdate: progress }
  if (action === 'upload') {
    console.log(`\n▶ ci.upload: version ${plan.version}, robot ${plan.robot}`)
    console.log(JSON.stringify(await ci.upload({ ...common, version: plan.version }), null, 2))
    console.log(`\n✓ uploaded ${plan.version} / 已上传 ${plan.version}: mp.weixin.qq.com → 版本管理 → 开发版本`)
    return
  }
  console.log(`\n▶ ci.preview: robot ${plan.robot}`)
  const dir = mkdtempSync(path.join(os.tmpdir(), 'weapp-preview-'))
  try {
    const dest = path.join(dir, 'qrcode.txt')
    console.log(JSON.stringify(await ci.preview({ ...common, qrcodeFormat: 'base64', qrcodeOutputDest: dest }), null, 2))
    const base64 = base64Of(readFileSync(dest, 'utf8'))
    await saveQrcodePng(base64, QRCODE_PNG)
    console.log(await terminalQrcode(base64).catch((e: unknown) => `(the terminal drawing failed: ${String(e)}; open the PNG)`))
    console.log(`\n✓ preview QR code / 预览二维码: ${path.relative(ROOT, QRCODE_PNG)} (scan it with WeChat / 用微信扫码)`)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

async function main(argv: string[]): Promise<number> {
  let action: ReleaseAction
  let robot: number
  try {
    ;({ action, robot } = parseReleaseArgs(argv))
  } catch (e) {
    if (!(e instanceof UsageError)) throw e
    console.error(`${e.message}\n\n${RELEASE_USAGE}`)
    return 2
  }

  const appid = (readBuildEnv(ROOT, 'production')[APPID_VARIABLE] ?? '').trim()
  const keyPath = process.env[KEY_PATH_VARIABLE]?.trim() || undefined
  const problems = credentialProblems({ appid, keyPath, root: ROOT, probe: diskProbe })
  if (problems.length && action !== 'dry-run') {
    console.error(describeProblems(WHAT[action], problems))
    return 1
  }
  if (problems.length) {
    console.log(describeProblems({ zh: '演练照常进行；预览或上传会在构建前因以下原因停止', en: 'The dry run goes on; a preview or an upload would stop before building for' }, problems, '!'))
  }

  for (const script of ['build:weapp', 'check:weapp', 'check:weapp:compile']) {
    if (!step(script)) {
      console.error(`\n✗ npm run ${script} failed; nothing was sent / 未上传`)
      return 1
    }
  }
  const built = builtAppId()
  if (built !== appid) {
    console.error(`\n✗ dist/weapp/project.config.json names app id "${built}", the release "${appid}" / 构建产物的 app id 与发布不一致`)
    return 1
  }
  const traces = developmentTraces(WEAPP)
  if (traces.length) {
    console.error('\n✗ development-only code in the production build / 生产构建中含有仅供开发的代码:')
    for (const t of traces) console.error(`  ${t.file}: ${t.found}`)
    return 1
  }
  console.log('\n✓ no development-only code in dist/weapp / 无开发专用代码')

  const { version } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string }
  const plan = releasePlan({ appid, projectPath: WEAPP, keyPath: keyPath && path.resolve(ROOT, keyPath), version, desc: describeRelease(commitsSinceLastTag(gitIn(ROOT))), robot })
  printPlan(plan, action)
  if (action === 'dry-run') {
    printFiles(plan.project)
    console.log('\n✓ dry run passed: build, checks, plan; nothing was sent / 演练通过，未上传任何内容')
    return 0
  }
  await send(plan, action)
  return 0
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error('\n✗ release failed / 发布失败:', err)
    process.exit(1)
  },
)
