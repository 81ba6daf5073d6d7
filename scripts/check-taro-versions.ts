/**
 * The upgrade rehearsal: installs, in a throw-away copy of the project, each other Taro version
 * named (by default 4.2.0 and the newest 4.1.x on the registry) in place of the project's, builds
 * both platforms with it and runs the build tests that read the real output. Then it says, for each
 * customization of config/customizations.ts, whether it works with that version, fails loudly
 * (a build or test failure that names it), or may fail silently (everything passed but its effect
 * was not checked: none should be).
 *
 *   npm run check:taro-versions [-- 4.2.0 4.1.11]
 *
 * Needs the npm registry; takes a few minutes a version. Writes .bench/taro-versions-<time>.json.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { CUSTOMIZATIONS } from '../config/customizations'
import { PROJECT_ROOT, throwawayCopy } from './lib/throwaway-copy'

interface Step {
  name: string
  ok: boolean
  output: string
}

function run(dir: string, name: string, command: string, args: string[], env: Record<string, string> = {}): Step {
  const clean: NodeJS.ProcessEnv = { ...process.env, ...env, FORCE_COLOR: '0' }
  delete clean.NODE_ENV
  const started = Date.now()
  const r = spawnSync(command, args, { cwd: dir, env: clean, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 })
  const output = `${r.stdout ?? ''}${r.stderr ?? ''}`
  process.stderr.write(`    ${name}: ${r.status === 0 ? 'ok' : `failed (${r.status})`} in ${Math.round((Date.now() - started) / 1000)} s\n`)
  return { name, ok: r.status === 0, output }
}

/** The versions to rehearse: those named, or 4.2.0 and the newest 4.1.x. */
function versions(named: string[]): string[] {
  if (named.length) return named
  const all = JSON.parse(execFileSync('npm', ['view', '@tarojs/cli', 'versions', '--json'], { encoding: 'utf8' })) as string[]
  const newest41 = all.filter((v) => /^4\.1\.\d+$/.test(v)).sort((a, b) => Number(a.split('.')[2]) - Number(b.split('.')[2])).pop()
  return ['4.2.0', ...(newest41 ? [newest41] : [])]
}

/** package.json with every Taro package at `version` (the test utilities keep theirs). */
function withTaro(dir: string, version: string): void {
  const file = path.join(dir, 'package.json')
  const pkg = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, Record<string, string>>
  for (const field of ['dependencies', 'devDependencies']) {
    for (const name of Object.keys(pkg[field] ?? {})) {
      if ((name.startsWith('@tarojs/') && name !== '@tarojs/test-utils-react') || name === 'babel-preset-taro') pkg[field][name] = version
    }
  }
  fs.writeFileSync(file, `${JSON.stringify(pkg, null, 2)}\n`)
  fs.rmSync(path.join(dir, 'package-lock.json'), { force: true })
}

type Verdict = 'works' | 'fails loudly' | 'not checked'

function rehearse(version: string): { version: string; steps: { name: string; ok: boolean }[]; verdicts: Record<string, Verdict>; errors: string[] } {
  process.stderr.write(`Taro ${version}\n`)
  const dir = throwawayCopy(`taro-${version}`, { linkNodeModules: false })
  try {
    withTaro(dir, version)
    const steps: Step[] = [run(dir, 'npm install', 'npm', ['install', '--no-audit', '--no-fund', '--prefer-offline'])]
    if (steps[0].ok) {
      // every error of a build, not only its first (config/index.ts: BUILD_KEEP_GOING)
      steps.push(run(dir, 'build:weapp', 'npm', ['run', '--silent', 'build:weapp'], { BUILD_KEEP_GOING: '1' }))
      steps.push(run(dir, 'build:h5:e2e', 'npm', ['run', '--silent', 'build:h5:e2e'], { BUILD_KEEP_GOING: '1' }))
      steps.push(run(dir, 'build unit tests', 'npx', ['jest', 'test/unit/build'], {}))
      steps.push(run(dir, 'real-input tests', 'npx', ['jest', 'test/build/real-inputs.test.ts'], { JEST_BUILD: '1' }))
    }
    const failed = steps.filter((s) => !s.ok)
    const text = failed.map((s) => s.output).join('\n')
    const errors = [...new Set(text.split('\n').filter((l) => /✗|Error:|●/.test(l)).map((l) => l.trim()))].slice(0, 40)
    const verdicts: Record<string, Verdict> = {}
    const allRan = steps.length === 5
    for (const c of CUSTOMIZATIONS) {
      const named = new RegExp(`\\b${c.name}\\b`).test(text)
      // a failure that names another customization or none leaves this one unproven, not working
      verdicts[c.name] = named ? 'fails loudly' : allRan && failed.length === 0 ? 'works' : 'not checked'
    }
    return { version, steps: steps.map(({ name, ok }) => ({ name, ok })), verdicts, errors }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

function main(): void {
  const results = versions(process.argv.slice(2)).map(rehearse)
  fs.mkdirSync(path.join(PROJECT_ROOT, '.bench'), { recursive: true })
  const file = path.join(PROJECT_ROOT, '.bench', `taro-versions-${new Date().toISOString().replace(/[:.]/g, '-')}.json`)
  fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`)
  for (const r of results) {
    console.log(`\nTaro ${r.version}: ${r.steps.map((s) => `${s.name} ${s.ok ? 'ok' : 'FAILED'}`).join(', ')}`)
    const by = (v: Verdict) => Object.entries(r.verdicts).filter(([, x]) => x === v).map(([n]) => n)
    console.log(`  works: ${by('works').join(', ') || '—'}`)
    console.log(`  fails loudly, naming itself: ${by('fails loudly').join(', ') || '—'}`)
    if (by('not checked').length) console.log(`  not checked (an earlier step failed without naming them): ${by('not checked').join(', ')}`)
    for (const e of r.errors) console.log(`    ${e}`)
  }
  console.log(`\nwritten to ${path.relative(PROJECT_ROOT, file)}`)
}

main()
