/**
 * What only a development build may carry: the binding page's 以演示家长身份绑定 and the mock's
 * address for it (src/platform/demo-parent.ts), and any address of the mock's own pages (/mock/…).
 * A build that ships has none of them: `npm run release:weapp` refuses one that does, and
 * test/weapp/no-development-code.test.ts checks the production build.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

export const DEMO_PARENT_BUTTON_TEXT = '以演示家长身份绑定'
export const DEMO_PARENT_BIND_PATH = '/mock/weapp-demo-bind'
export const DEVELOPMENT_ONLY = [DEMO_PARENT_BUTTON_TEXT, DEMO_PARENT_BIND_PATH, '/mock/']

/** The files a mini-program's code and pages live in. */
const CODE = /\.(js|json|wxml|wxs|wxss)$/

export interface Trace {
  /** path inside the build, with forward slashes */
  file: string
  found: string
}

/** Every development-only text in the build's code files, one entry per file and text. */
export function developmentTraces(root: string, texts: readonly string[] = DEVELOPMENT_ONLY): Trace[] {
  const traces: Trace[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (CODE.test(entry.name)) {
        const text = readFileSync(full, 'utf8')
        for (const found of texts) if (text.includes(found)) traces.push({ file: path.relative(root, full).split(path.sep).join('/'), found })
      }
    }
  }
  walk(root)
  return traces
}
