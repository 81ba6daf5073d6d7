// eslint-disable-next-line @typescript-eslint/no-require-imports
const c = require('miniprogram-compiler') as { wxmlToJs(root: string, o: object): string }
export function compileWxml(root: string) {
  try {
    return { ok: true, errors: [] as string[], source: c.wxmlToJs(root, { maxBuffer: 64 * 1024 * 1024 }) }
  } catch (e) {
    return { ok: false, errors: [String(e)], source: '' }
  }
}
