/**
 * The mini-program's module system: every file of the build runs once, in one shared context (the
 * client's JS thread), wrapped with `require`, `module` and `exports`; `require` paths are relative
 * to the requiring file and may leave out `.js`.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'

export type MiniRequire = (file: string) => unknown

/** `require` for files relative to the build root (`app`, `pages/cart/cart`). */
export function createMiniRequire(root: string, context: vm.Context): MiniRequire {
  const cache = new Map<string, { exports: unknown }>()
  const load = (file: string): unknown => {
    const normalized = file.endsWith('.js') ? file : `${file}.js`
    const cached = cache.get(normalized)
    if (cached) return cached.exports
    const module = { exports: {} as unknown }
    cache.set(normalized, module)
    const source = readFileSync(path.join(root, normalized), 'utf8')
    const wrapped = vm.runInContext(`(function (require, module, exports) {${source}\n})`, context, { filename: normalized }) as (
      r: MiniRequire,
      m: { exports: unknown },
      e: unknown,
    ) => void
    const dir = path.posix.dirname(normalized)
    wrapped((rel) => load(rel.startsWith('.') ? path.posix.join(dir, rel) : rel), module, module.exports)
    return module.exports
  }
  return load
}
