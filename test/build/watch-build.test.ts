/**
 * The watch builds stay right after an edit: `npm run dev:weapp` and `npm run dev:h5` run on a
 * throw-away copy; once the first build is out, a stylesheet gets a new rule and NutUI's theme is
 * changed through the app's stylesheet (a theme variable read bare, and one declared), and the
 * rebuilt output must show all three. The theme edits reach the output only through the loaders that
 * read other files (keep-used-theme-vars, settle-theme-reads): they show that those files are watched
 * and that the loaders' caches follow their contents.
 */
import fs from 'node:fs'
import path from 'node:path'
import { plant, startScript, throwawayCopy } from '../../scripts/lib/throwaway-copy'

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** The text of every file under `dir` whose name ends with one of `ends`. */
function outputText(dir: string, ends: string[]): string {
  if (!fs.existsSync(dir)) return ''
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && ends.some((end) => e.name.endsWith(end)))
    .map((e) => fs.readFileSync(path.join(e.parentPath, e.name), 'utf8'))
    .join('\n')
}

/**
 * The styles the H5 dev server serves (from memory, not from disk; webpack-dev-server lists its files
 * at /webpack-dev-server). The development build extracts no stylesheet: its styles are strings in
 * the scripts, so both are read.
 */
async function servedStyles(port: string): Promise<string> {
  const origin = `http://127.0.0.1:${port}`
  try {
    const index = await (await fetch(`${origin}/webpack-dev-server`)).text()
    const sheets = [...index.matchAll(/href="([^"]+\.(?:css|js))"/g)].map((m) => m[1])
    const texts = await Promise.all(sheets.map(async (href) => (await fetch(new URL(href, origin))).text()))
    return texts.join('\n')
  } catch {
    return ''
  }
}

async function until(what: string, ok: () => boolean | Promise<boolean>, output: () => string, ms: number): Promise<void> {
  const end = Date.now() + ms
  while (Date.now() < end) {
    if (await ok()) return
    await sleep(2000)
  }
  throw new Error(`timed out waiting for ${what}; the build's output ends:\n${output().slice(-3000)}`)
}

const RULE = '.watch-planted-rule{color:#123457}'
const platforms: { script: string; env?: Record<string, string>; styles: (dir: string) => Promise<string> }[] = [
  { script: 'dev:weapp', styles: async (dir) => outputText(path.join(dir, 'dist/weapp'), ['.wxss']) },
  { script: 'dev:h5', env: { STOREFRONT_PORT: '10190' }, styles: () => servedStyles('10190') },
]

describe.each(platforms)('$script', ({ script, styles, env }) => {
  let dir = ''
  let run: ReturnType<typeof startScript> | undefined
  beforeAll(() => {
    dir = throwawayCopy('watch')
  })
  afterAll(async () => {
    await run?.stop()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it('rebuilds a stylesheet edit and a theme change', async () => {
    run = startScript(dir, script, env)
    const css = () => styles(dir)
    // the first build: NutUI's button radius settled to its fallback, the unread theme colour gone
    const finished = () => (run!.output().match(/✓ taro build --type \w+ finished/g) ?? []).length
    await until('the first build', () => finished() >= 1, run.output, 600_000)
    const before = await css()
    // the styles are really read: NutUI's button is in them
    expect(before).toMatch(/\.nut-button/)
    expect(before).not.toContain('#123457')
    expect(before).not.toMatch(/var\(--nutui-button-border-radius/)
    expect(before).not.toMatch(/--nutui-black-10:/)

    plant(dir, 'src/app.scss', /page,\n:root \{\n/, `page,\n:root {\n  --nutui-button-border-radius: 7px;\n`)
    fs.appendFileSync(path.join(dir, 'src/app.scss'), `\n${RULE}\n.watch-planted-theme-read{color:var(--nutui-black-10)}\n`)

    await until('the rebuilt stylesheet', async () => (await css()).includes('#123457'), run.output, 300_000)
    await until('the theme change', async () => {
      const now = await css()
      return /var\(--nutui-button-border-radius/.test(now) && /--nutui-black-10:/.test(now)
    }, run.output, 300_000)
    expect(run.child.exitCode).toBeNull()
  })
})
