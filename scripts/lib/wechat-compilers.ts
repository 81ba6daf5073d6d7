/**
 * WeChat's own judges of a mini-program build, run offline:
 * - compileWxss: wcsc, the WXSS compiler (miniprogram-compiler), over every stylesheet at once;
 * - compileWxml: wcc, the WXML compiler, over every template and WXS module; also gives `$gwx`;
 * - checkCodeQuality: miniprogram-ci's code-quality scan (DevTools' 代码质量扫描).
 * Each reports what WeChat DevTools would show, as plain lines. Used by scripts/check-weapp-compile.ts.
 */
import { execFile, spawnSync } from 'node:child_process'
import { accessSync, chmodSync, constants, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { wxmlToJs } from 'miniprogram-compiler'

/** wcsc writes every compiled stylesheet to stdout: several MB for the whole app. */
const MAX_BUFFER = 64 * 1024 * 1024

export interface CompileResult {
  ok: boolean
  /** one line per problem, as the compiler words it (file and position first) */
  errors: string[]
  /** how many files the compiler was given */
  files: number
}

export interface WxmlResult extends CompileResult {
  /**
   * wcc's output as the body of a function that defines and returns `$gwx`:
   * `new Function(source)()`, or in a vm context with a `window` object,
   * `vm.runInContext(`(function(){${source}\n})()`, context)`. Empty when wcc failed.
   */
  source: string
}

/** Every file under `root` (node_modules left out) whose name ends with one of `exts`, root-relative, with `/`. */
export function filesUnder(root: string, exts: string[]): string[] {
  const out: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(full)
      } else if (exts.some((ext) => entry.name.endsWith(ext))) {
        out.push(path.relative(root, full).split(path.sep).join('/'))
      }
    }
  }
  walk(root)
  return out.sort()
}

/** The wcsc binary for this platform (the package ships it without the execute bit). */
export function wcscPath(): string {
  const dir = path.join(path.dirname(require.resolve('miniprogram-compiler/package.json')), 'bin')
  const bin =
    process.platform === 'darwin' ? path.join(dir, 'mac/wcsc') : process.platform === 'win32' ? path.join(dir, 'windows/wcsc.exe') : path.join(dir, 'linux/wcsc')
  if (process.platform !== 'win32') {
    try {
      accessSync(bin, constants.X_OK)
    } catch {
      try {
        chmodSync(bin, 0o755)
      } catch {
        // a read-only install: running it then says why
      }
    }
  }
  return bin
}

/**
 * wcsc's arguments as DevTools passes them: `-db -pc <n>`, then the n component stylesheets (those
 * of pages and components, which have a .json beside them), then every other stylesheet.
 */
export function wcscArgs(root: string): string[] {
  const all = filesUnder(root, ['.wxss'])
  const isComponent = (f: string) => existsSync(path.join(root, `${f.slice(0, -'.wxss'.length)}.json`))
  const components = all.filter(isComponent)
  return ['-db', '-pc', String(components.length), ...components, ...all.filter((f) => !isComponent(f))]
}

/** Compiles every .wxss under `root` with wcsc in one run. wcsc stops at the first error. */
export function compileWxss(root: string): CompileResult {
  const args = wcscArgs(root)
  const files = args.length - 3
  const run = spawnSync(wcscPath(), args, { cwd: root, maxBuffer: MAX_BUFFER })
  if (run.error) return { ok: false, errors: [`wcsc did not run: ${run.error.message}`], files }
  const stderr = run.stderr.toString()
  // e.g. "ERR: pages/point/sub-vendors.wxss(1:2051): unexpected token `*`"
  const errors = stderr.split('\n').map((l) => l.trim()).filter((l) => l.startsWith('ERR:'))
  if (run.status !== 0 && errors.length === 0) errors.push(`wcsc exited with ${run.status ?? run.signal}: ${stderr.trim() || '(no message)'}`)
  return { ok: errors.length === 0, errors, files }
}

/** Compiles every .wxml and .wxs under `root` with wcc in one run. */
export function compileWxml(root: string): WxmlResult {
  const files = filesUnder(root, ['.wxml', '.wxs']).length
  try {
    return { ok: true, errors: [], files, source: wxmlToJs(root, { maxBuffer: MAX_BUFFER }) }
  } catch (err) {
    // the package throws "编译 .wxml 文件错误：<stderr>"; stderr lines read "file:line:col: message"
    const message = err instanceof Error ? err.message : String(err)
    const stderr = message.replace(/^编译 \.wxml 文件错误：/, '')
    const errors = stderr.split('\n').map((l) => l.trim()).filter(Boolean)
    return { ok: false, errors: errors.length ? errors : [message], files, source: '' }
  }
}

/** One item of miniprogram-ci's scan, as it returns it. */
export interface QualityItem {
  name: string
  success: boolean
  /** the check's description (its English text reads as the failure: "WXML compression is not turned on") */
  text: string
  docURL?: string
  detail?: unknown
}

export interface QualityResult {
  ok: boolean
  items: QualityItem[]
  /** the failed items and the scan's own errors, one readable line each */
  failures: string[]
}

/** Where each switch the scan reads lives, for the failure line. */
const QUALITY_HINTS: Record<string, string> = {
  JS_COMPRESS_OPEN: 'setting.minified in project.config.json',
  WXML_COMPRESS_OPEN: 'setting.minifyWXML in project.config.json',
  WXSS_COMPRESS_OPEN: 'setting.minifyWXSS in project.config.json',
  LAZYCODE_LOADING_OPEN: "lazyCodeLoading: 'requiredComponents' in app.json (src/app.config.ts)",
}

/** A failed item as one line: name, what the scan says, where to fix it, and its detail if any. */
export function describeQualityFailure(item: QualityItem): string {
  const hint = QUALITY_HINTS[item.name]
  const detail = item.detail === undefined || (Array.isArray(item.detail) && item.detail.length === 0) ? '' : ` ${JSON.stringify(item.detail)}`
  return `${item.name}: ${item.text}${hint ? ` (${hint})` : ''}${detail}`
}

/**
 * A key file for miniprogram-ci's offline work (the code-quality scan, compileJS), written into
 * `dir`: they want a key's path but never read the key, and any app id does with it.
 */
export function offlineKeyFile(dir: string): string {
  const key = path.join(dir, 'private.key')
  writeFileSync(key, '-----BEGIN RSA PRIVATE KEY-----\nnot used offline\n-----END RSA PRIVATE KEY-----\n')
  return key
}

/**
 * miniprogram-ci's code-quality scan of the project at `root` (its project.config.json and app.json).
 * Offline (offlineKeyFile). Runs in a child process (wechat-quality-scan.cjs).
 */
export async function checkCodeQuality(root: string): Promise<QualityResult> {
  const dir = mkdtempSync(path.join(tmpdir(), 'wechat-quality-'))
  try {
    const key = offlineKeyFile(dir)
    const resultFile = path.join(dir, 'result.json')
    const child = path.join(__dirname, 'wechat-quality-scan.cjs')
    try {
      await promisify(execFile)(process.execPath, [child, path.resolve(root), key, resultFile], { maxBuffer: MAX_BUFFER, timeout: 300_000 })
    } catch (err) {
      return { ok: false, items: [], failures: [`the code-quality scan did not finish: ${err instanceof Error ? err.message : String(err)}`] }
    }
    const { items, errors } = JSON.parse(readFileSync(resultFile, 'utf8')) as { items: QualityItem[]; errors: string[] }
    const failures = [
      ...items.filter((item) => !item.success).map(describeQualityFailure),
      // a check that throws is logged and then counted as passed by miniprogram-ci: not here
      ...errors.map((e) => `the scan logged an error: ${e}`),
    ]
    if (items.length === 0 && failures.length === 0) failures.push('the code-quality scan returned no items')
    return { ok: failures.length === 0, items, failures }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
