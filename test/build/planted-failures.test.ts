/**
 * Every kind of failed build exits non-zero and leaves no output behind: each case plants one
 * failure in a throw-away copy of the project, leaves a fake earlier build in the output folder, runs
 * the npm script a developer or the release would run, and checks the exit code, the message and
 * that the earlier output is gone. The kinds: a compile error, a PostCSS plugin or a loader that
 * cannot be loaded, a PostCSS plugin that throws, a config value Taro's check refuses, a loader's own
 * guard, and the first build of a watch build.
 */
import fs from 'node:fs'
import path from 'node:path'
import { plant, runScript, throwawayCopy } from '../../scripts/lib/throwaway-copy'

interface Case {
  name: string
  script: string
  /** the output folder; the H5 dev server writes none */
  output?: string
  env?: Record<string, string>
  plant: (dir: string) => void
  /** what the failure says, somewhere in the output */
  says: RegExp
}

const cases: Case[] = [
  {
    name: 'a compile error (an import that does not resolve) in the mini-program build',
    script: 'build:weapp',
    output: 'dist/weapp',
    plant: (dir) => plant(dir, 'src/app.tsx', /^/, "import './planted-missing-module'\n"),
    says: /planted-missing-module/,
  },
  {
    name: 'a config value Taro’s check refuses',
    script: 'build:weapp',
    output: 'dist/weapp',
    plant: (dir) => plant(dir, 'config/index.ts', "framework: 'react',", "framework: 'react-planted' as 'react',"),
    says: /react-planted/,
  },
  {
    name: 'a webpack loader that cannot be loaded',
    script: 'build:weapp',
    output: 'dist/weapp',
    plant: (dir) => plant(dir, 'config/index.ts', "'webpack/strip-font-faces-loader.js'", "'webpack/planted-missing-loader.js'"),
    says: /planted-missing-loader/,
  },
  {
    name: 'a PostCSS plugin that cannot be loaded (Taro prints the error and goes on)',
    script: 'build:h5',
    output: 'dist/h5',
    plant: (dir) => plant(dir, 'config/index.ts', "'postcss/h5-drop-page-selectors.js'", "'postcss/planted-missing-plugin.js'"),
    says: /TypeError|planted-missing-plugin/,
  },
  {
    name: 'a PostCSS plugin of the build that throws (the browser-test build)',
    script: 'build:h5:e2e',
    output: 'dist/h5-e2e',
    plant: (dir) => plant(dir, 'config/postcss/h5-drop-page-selectors.js', 'Rule(rule) {', "Rule(rule) {\n    throw new Error('planted failure in h5-drop-page-selectors')"),
    says: /planted failure in h5-drop-page-selectors/,
  },
  {
    name: 'a loader’s own guard (the mini-program may not read the browser address)',
    script: 'build:weapp:local',
    output: 'dist/weapp',
    plant: (dir) => plant(dir, 'src/app.tsx', /^/, "import { location as plantedAddress } from '@tarojs/runtime'\nconsole.log(plantedAddress.href)\n"),
    says: /location/,
  },
  {
    name: 'a customization whose library file moved (its guard finds no module to meet)',
    script: 'build:weapp',
    output: 'dist/weapp',
    plant: (dir) => plant(dir, 'config/customizations.ts', 'packages[\\\\/]button[\\\\/]style[\\\\/]style\\.css$/], h5', 'packages[\\\\/]planted-button[\\\\/]style\\.css$/], h5'),
    says: /unused-button-looks: no module of the build matches/,
  },
  {
    name: 'the first build of the mini-program watch build',
    script: 'dev:weapp',
    output: 'dist/weapp',
    plant: (dir) => plant(dir, 'src/app.tsx', /^/, "import './planted-missing-module'\n"),
    says: /planted-missing-module/,
  },
  {
    name: 'the first build of the H5 watch build (dev server)',
    script: 'dev:h5',
    env: { STOREFRONT_PORT: '10189' },
    plant: (dir) => plant(dir, 'src/app.tsx', /^/, "import './planted-missing-module'\n"),
    says: /planted-missing-module/,
  },
]

describe.each(cases)('$script fails on $name', (c) => {
  let dir = ''
  beforeAll(() => {
    dir = throwawayCopy('planted')
    c.plant(dir)
    if (c.output) {
      fs.mkdirSync(path.join(dir, c.output), { recursive: true })
      fs.writeFileSync(path.join(dir, c.output, 'earlier-build.js'), '// an earlier build')
    }
  })
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

  it('exits non-zero, says why, and leaves no output', async () => {
    const run = await runScript(dir, c.script, c.env)
    const last = run.output.slice(-3000)
    // the output's end in the message when the exit code is wrong
    expect({ code: run.code, last }).not.toEqual({ code: 0, last })
    expect(run.code).not.toBeNull()
    expect(run.output).toMatch(c.says)
    expect(run.output).toMatch(/✗ taro build --type \w+ failed/)
    if (c.output) expect(fs.existsSync(path.join(dir, c.output))).toBe(false)
  })
})
