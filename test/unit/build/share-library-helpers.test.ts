/**
 * swc's helpers (NutUI's) give way to the babel and tslib helpers the bundle already has
 * (config/webpack/share-library-helpers.js): each stand-in exports its equivalent as `_`, and each
 * equivalent answers as the swc helper does.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

// eslint-disable-next-line @typescript-eslint/no-require-imports
const share = require('../../../config/webpack/share-library-helpers.js') as {
  equivalentOf: (request: string, context?: string) => string | undefined
  EQUIVALENTS: Record<string, string>
  EQUIVALENTS_DIR: string
}

const ROOT = path.resolve(__dirname, '../../..')
const SWC_ESM = path.join(ROOT, 'node_modules/@swc/helpers/esm')
type Helper = (...args: unknown[]) => unknown

/** The swc helper, from its CommonJS build (the same code as the ES module NutUI imports). */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const swc = (name: string): Helper => (require(path.join(ROOT, `node_modules/@swc/helpers/cjs/${name}.cjs`)) as { _: Helper })._
/** The equivalent, from the CommonJS build of the module its stand-in re-exports. */
function equivalent(name: string): Helper {
  const [module, exported] = share.EQUIVALENTS[name].split('#')
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const loaded = require(path.join(ROOT, 'node_modules', module.replace('/helpers/esm/', '/helpers/'))) as Record<string, Helper> & { default?: Helper }
  return exported ? loaded[exported] : (loaded.default ?? (loaded as unknown as Helper))
}

describe('share-library-helpers', () => {
  test('maps an swc helper asked for by name or by another swc helper, and nothing else', () => {
    const dir = share.EQUIVALENTS_DIR
    expect(share.equivalentOf('@swc/helpers/_/_sliced_to_array')).toBe(path.join(dir, '_sliced_to_array.js'))
    expect(share.equivalentOf('./_array_like_to_array.js', SWC_ESM)).toBe(path.join(dir, '_array_like_to_array.js'))
    // the object-spread helpers keep swc's own (babel's copies accessors of some arguments as accessors)
    expect(share.equivalentOf('@swc/helpers/_/_object_spread')).toBeUndefined()
    expect(share.equivalentOf('@swc/helpers/_/_object_spread_props')).toBeUndefined()
    // a module of the app's own named like a helper is left alone
    expect(share.equivalentOf('./_sliced_to_array.js', path.join(ROOT, 'src/utils'))).toBeUndefined()
    expect(share.equivalentOf('@babel/runtime/helpers/esm/slicedToArray')).toBeUndefined()
  })

  test('every stand-in re-exports its equivalent as `_`', () => {
    for (const [name, target] of Object.entries(share.EQUIVALENTS)) {
      const file = path.join(share.EQUIVALENTS_DIR, `${name}.js`)
      expect(existsSync(file)).toBe(true)
      const [module, exported] = target.split('#')
      expect(readFileSync(file, 'utf8').trim()).toBe(`export { ${exported ?? 'default'} as _ } from '${module}'`)
      expect(existsSync(path.join(ROOT, 'node_modules', exported ? module : `${module}.js`))).toBe(true)
    }
  })

  test('each equivalent answers as the swc helper does', () => {
    const set = new Set([1, 2, 3])
    function args(..._a: unknown[]) {
      // eslint-disable-next-line prefer-rest-params
      return arguments
    }
    const same = (name: string, ...input: unknown[]) => expect([name, equivalent(name)(...input)]).toEqual([name, swc(name)(...input)])
    same('_sliced_to_array', [1, 2, 3], 2)
    same('_sliced_to_array', set, 2)
    same('_sliced_to_array', 'abc', 2)
    same('_to_consumable_array', set)
    same('_to_consumable_array', args(4, 5))
    same('_array_like_to_array', [1, 2, 3], 2)
    same('_iterable_to_array', new Map([[1, 2]]))
    same('_iterable_to_array_limit', [7, 8, 9], 2)
    const sym = Symbol('s')
    const source = { a: 1, b: 2, [sym]: 3 }
    Object.defineProperty(source, 'hidden', { value: 4, enumerable: false })
    same('_object_without_properties', source, ['b'])
    same('_object_without_properties_loose', source, ['a'])
    same('_define_property', {}, 'k', 1)
    same('_type_of', 'x')
    same('_type_of', sym)
    same('_type_of', null)
    same('_to_property_key', { toString: () => 'key' })
    same('_to_primitive', { valueOf: () => 5 }, 'number')
    expect(() => equivalent('_non_iterable_rest')()).toThrow(TypeError)
    expect(() => equivalent('_sliced_to_array')({}, 1)).toThrow(/non-iterable/)
    expect(() => swc('_sliced_to_array')({}, 1)).toThrow(/non-iterable/)
  })

  test('async functions and generators run the same through the equivalents', async () => {
    const run = (asyncToGenerator: Helper, generator: Helper) =>
      (asyncToGenerator(function* () {
        const a: number = yield Promise.resolve(1)
        const b: number = yield 2
        return a + b
      }) as () => Promise<number>)().then(async (sum) => {
        const steps: unknown[] = []
        const g = generator(null, (state: { label: number; sent: () => unknown }) => {
          switch (state.label) {
            case 0:
              return [4, 'first']
            case 1:
              steps.push(state.sent())
              return [2, 'done']
          }
        }) as Iterator<unknown>
        steps.push(g.next(), g.next('sent back'), g.next())
        return { sum, steps }
      })
    expect(await run(equivalent('_async_to_generator'), equivalent('_ts_generator'))).toEqual(await run(swc('_async_to_generator'), swc('_ts_generator')))
    expect((await run(equivalent('_async_to_generator'), equivalent('_ts_generator'))).sum).toBe(3)
  })
})
