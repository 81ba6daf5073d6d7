/**
 * The mini-program as WeChat ships it: every JS file of a build put through miniprogram-ci's own
 * compile (compileJS, what an upload runs), with the settings of the build's project.config.json
 * (es6, enhance, minified), and the Babel helpers that compile adds. Offline. For timing what phones
 * run in the headless client:
 *   npx tsx scripts/weapp-as-shipped.ts dist/weapp /tmp/weapp-shipped
 *   WEAPP_DIST=/tmp/weapp-shipped npm run bench:weapp -- --no-switches
 *   (npm run bench:weapp -- --as-shipped does this for the storefront and its floor app)
 * A build without a project.config.json of its own (the bench's floor app) takes the settings of the
 * one named third:
 *   npx tsx scripts/weapp-as-shipped.ts .bench/floor-weapp /tmp/floor-shipped dist/weapp/project.config.json
 * With es6 and enhance off (config/mini-program-targets.js) the output is the build, minified again;
 * with them on it is WeChat's ES5 compile for {chrome 53, ios 8}.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { offlineKeyFile } from './lib/wechat-compilers'

interface CompileResult {
  code: string
  helpers?: string[]
}
interface MiniprogramCi {
  Project: new (options: Record<string, unknown>) => unknown
  compileJS: (project: unknown, file: string, options: { setting: Record<string, unknown>; root: string }) => Promise<CompileResult>
}

async function main() {
  const [from, to, settingsFile = path.join(from ?? '', 'project.config.json')] = process.argv.slice(2).map((p) => path.resolve(p))
  if (!from || !to) throw new Error('usage: npx tsx scripts/weapp-as-shipped.ts <build> <output folder> [project.config.json]')
  const ci = (await import('miniprogram-ci')) as unknown as MiniprogramCi
  const settings = JSON.parse(readFileSync(settingsFile, 'utf8')) as { setting?: Record<string, unknown> }
  const { setting = {} } = settings
  const keyDir = mkdtempSync(path.join(tmpdir(), 'weapp-as-shipped-'))
  const key = offlineKeyFile(keyDir)
  rmSync(to, { recursive: true, force: true })
  cpSync(from, to, { recursive: true })
  // a build without settings of its own is compiled from the copy, given the named settings
  const ownSettings = existsSync(path.join(from, 'project.config.json'))
  if (!ownSettings) writeFileSync(path.join(to, 'project.config.json'), JSON.stringify(settings, null, 2))
  const project = new ci.Project({ appid: 'wx0000000000000000', type: 'miniProgram', projectPath: ownSettings ? from : to, privateKeyPath: key, ignores: ['node_modules/**/*'] })
  const files = readdirSync(from, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'))
  const compileSetting = { es6: setting.es6 === true, enhance: setting.enhance === true, minified: setting.minified === true }
  let helpers = 0
  for (const file of files) {
    const result = await ci.compileJS(project, file.split(path.sep).join('/'), { setting: compileSetting, root: '' })
    writeFileSync(path.join(to, file), result.code)
    helpers += result.helpers?.length ?? 0
  }
  // the helpers an ES5 compile requires, where its code looks for them (@babel/runtime at the root)
  if (helpers) cpSync(path.join(path.dirname(require.resolve('miniprogram-ci')), 'vendor/babel_runtime'), path.join(to, '@babel/runtime'), { recursive: true })
  // npm run check:weapp reads the build's module map beside it
  if (existsSync(`${from}.modules.json`)) cpSync(`${from}.modules.json`, `${to}.modules.json`)
  rmSync(keyDir, { recursive: true, force: true })
  console.log(`${files.length} files compiled with ${JSON.stringify(compileSetting)}; ${helpers} Babel helper imports; written to ${to}`)
  process.exit(0)
}

main().catch((e: unknown) => {
  console.error(e)
  process.exit(1)
})
