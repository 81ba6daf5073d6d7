#!/usr/bin/env node
/* global setInterval, clearInterval */
/**
 * Runs `taro build` and exits non-zero when the build failed, whatever Taro's own exit code says.
 *
 * Why a wrapper: Taro 4.2.1 ends several failed builds with exit code 0. Its H5 runner resolves when
 * webpack reports errors, its config check calls process.exit(0) on a refused value, and a PostCSS
 * plugin that cannot be loaded ends as a module error (`compiler.errorLevel` in config/index.ts covers
 * only some of these). Here a build counts as done only when Taro exits 0 *and* the build-result
 * plugin (config/plugins/build-result.js) reported that the compilation finished without errors.
 *
 * Taro also catches some errors, prints them with their stack and goes on: a PostCSS plugin that
 * cannot be loaded is left out of the build that then "succeeds". So an error printed with a stack
 * trace (`TypeError: …` followed by `    at …`) fails the build too.
 *
 * The output folder is emptied first, and again after a failed build, so a failure never leaves an
 * earlier build behind that looks like a result.
 *
 * With --watch: a failed first build stops the watcher with exit 1; a later failed rebuild is printed
 * as a failure and the watcher goes on (the developer is editing); the output of the last good build
 * stays only while the watcher runs.
 *
 *   node scripts/taro-build.mjs --type weapp [--watch] [--mode development]
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'

const require = createRequire(import.meta.url)
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const args = process.argv.slice(2)
const type = args[args.indexOf('--type') + 1]
const watch = args.includes('--watch')
if (!args.includes('--type') || !type || type.startsWith('-')) {
  console.error('usage: node scripts/taro-build.mjs --type weapp|h5 [--watch] [--mode <mode>]')
  process.exit(2)
}
const outputRoot = path.resolve(root, process.env.TARO_OUTPUT_ROOT || path.join('dist', type))
/** The H5 watch build is a dev server that serves from memory: it writes nothing there, so nothing there is removed. */
const writesOutput = !(watch && type === 'h5')
const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'taro-build-')), 'report.jsonl')
fs.writeFileSync(report, '')

const fail = (why) => {
  console.error(`\n✗ taro build --type ${type} failed: ${why}`)
  if (writesOutput) fs.rmSync(outputRoot, { recursive: true, force: true })
}
/** The reports written so far, one per finished compilation. */
const reports = () =>
  fs
    .readFileSync(report, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line))
const describe = (r) => (r.errors.length ? r.errors.map((e) => String(e).split('\n')[0]).join('; ') : 'unknown error')

/** What the customizations received from Taro and the libraries (config/webpack/keep-real-input.js). */
const realInputs = path.join(root, 'dist', '.taro-inputs', path.basename(outputRoot))
if (writesOutput) fs.rmSync(outputRoot, { recursive: true, force: true })
fs.rmSync(realInputs, { recursive: true, force: true })
const child = spawn(process.execPath, [require.resolve('@tarojs/cli/bin/taro'), 'build', ...args], {
  cwd: root,
  stdio: ['inherit', 'pipe', 'pipe'],
  env: { ...process.env, ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}), TARO_BUILD_REPORT: report, TARO_REAL_INPUTS: realInputs },
})
/** The first error Taro printed with a stack trace; the text seen so far is kept to find one split across chunks. */
let printedError = ''
let tail = ''
const STACKED_ERROR = /(?:^|\n)\s*((?:[A-Z]\w*)?Error\b[^\n]*)\n\s+at /
const watchOutput = (from, to) =>
  from.on('data', (chunk) => {
    to.write(chunk)
    if (printedError) return
    // eslint-disable-next-line no-control-regex
    tail = (tail + chunk.toString()).replace(/\u001b\[[0-9;]*[A-Za-z]/g, '').slice(-4000)
    const found = STACKED_ERROR.exec(tail)
    if (found) printedError = found[1].trim()
  })
watchOutput(child.stdout, process.stdout)
watchOutput(child.stderr, process.stderr)
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))

let seen = 0
let firstOk = false
if (watch) {
  const timer = setInterval(() => {
    const all = reports()
    for (const r of all.slice(seen)) {
      if ((!r.ok || printedError) && !firstOk) {
        fail(r.ok ? `Taro printed an error and went on: ${printedError}` : `the first build had errors: ${describe(r)}`)
        clearInterval(timer)
        child.kill('SIGTERM')
        process.exitCode = 1
        return
      }
      if (!r.ok) console.error(`\n✗ rebuild failed (still watching): ${describe(r)}`)
      else {
        firstOk = true
        console.log(`\n✓ taro build --type ${type} finished at ${r.at}; watching for changes`)
      }
    }
    seen = all.length
  }, 250)
  child.on('exit', (code, signal) => {
    clearInterval(timer)
    if (process.exitCode === 1) process.exit(1)
    if (signal === 'SIGINT' || signal === 'SIGTERM') process.exit(0)
    if (!firstOk) fail(code ? `taro exited with ${code}` : 'taro stopped before a build finished')
    process.exit(code || (firstOk ? 0 : 1))
  })
} else {
  child.on('exit', (code, signal) => {
    const all = reports()
    const bad = all.find((r) => !r.ok)
    if (signal) fail(`taro was stopped by ${signal}`)
    else if (code !== 0) fail(`taro exited with ${code}`)
    else if (bad) fail(`the build had errors: ${describe(bad)}`)
    else if (printedError) fail(`Taro printed an error and went on: ${printedError}`)
    else if (all.length === 0) fail('taro exited 0 without finishing a build (a refused config value, a plugin that could not load, …)')
    else if (!fs.existsSync(outputRoot)) fail(`no output at ${path.relative(root, outputRoot)}`)
    else process.exit(0)
    process.exit(1)
  })
}
