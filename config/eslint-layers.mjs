/**
 * The import rules of the layers (README, "Architecture"): pages → area model / shared → stores →
 * services → http; utils and types import nothing stateful; an area's code is imported only by
 * that area. A local ESLint rule, so that a wrong import fails `npm test`.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const SRC = path.join(ROOT, 'src')
const TYPES = path.join(ROOT, 'types')

/** Layers (folders of src/) that a layer may not import, type imports included. */
const NEVER = {
  utils: ['stores', 'services', 'platform', 'pages', 'shared', 'components', 'app-context', 'app'],
  config: ['stores', 'services', 'platform', 'pages', 'shared', 'components', 'app-context', 'app'],
  services: ['stores', 'pages', 'shared', 'components', 'app-context', 'app'],
  stores: ['pages', 'shared', 'components', 'app-context', 'app'],
  platform: ['stores', 'pages', 'shared', 'components', 'app-context', 'app'],
  components: ['pages', 'shared', 'app-context', 'app'],
  shared: ['pages', 'app-context', 'app'],
}
/** Layers that may use another only through injected interfaces (type imports). */
const TYPES_ONLY = {
  services: ['platform'],
  stores: ['platform'],
}
/** Packages that hold state or talk to the runtime: not for pure helpers and the API contract. */
const STATEFUL_PACKAGES = ['mobx', 'mobx-react', '@tarojs/taro', '@tarojs/components', 'react']

function targetOf(source, filename) {
  if (source.startsWith('@/')) return path.join(SRC, source.slice(2))
  if (source.startsWith('@types-api/')) return path.join(TYPES, source.slice('@types-api/'.length))
  if (source.startsWith('.')) return path.resolve(path.dirname(filename), source)
  return null
}

/** { layer, area } of a file: layer is the folder under src/ (or 'types'); area for src/pages/{area}. */
function placeOf(file) {
  if (file.startsWith(TYPES + path.sep)) return { layer: 'types' }
  if (!file.startsWith(SRC + path.sep)) return null
  const parts = path.relative(SRC, file).split(path.sep)
  const first = parts[0].replace(/\.(tsx?|jsx?)$/, '').replace(/\.h5$/, '')
  if (first === 'pages') return { layer: 'pages', area: parts[1] }
  return { layer: parts.length === 1 ? first : parts[0] }
}

const isTypeOnly = (node) =>
  node.importKind === 'type' ||
  (node.specifiers?.length > 0 && node.specifiers.every((s) => s.importKind === 'type'))

const layersRule = {
  meta: { type: 'problem', docs: { description: 'layer and area import boundaries' }, schema: [] },
  create(context) {
    const filename = context.filename ?? context.getFilename()
    const from = placeOf(filename)
    if (!from) return {}
    function check(node, source) {
      if (typeof source !== 'string') return
      const report = (message) => context.report({ node, message })
      if ((from.layer === 'utils' || from.layer === 'types') && STATEFUL_PACKAGES.some((p) => source === p || source.startsWith(p + '/'))) {
        return report(`${from.layer}/ holds pure code: it may not import '${source}'.`)
      }
      const target = targetOf(source, filename)
      if (!target) return
      const to = placeOf(target)
      if (!to) return
      if (from.layer === 'types' && to.layer !== 'types') return report('types/ is the API contract: it imports nothing from src/.')
      if (to.layer === 'pages') {
        if (from.layer !== 'pages') return report(`Only the pages of area '${to.area}' may import its code; move what others need to src/shared/ or src/components/.`)
        if (from.area !== to.area) return report(`Area '${from.area}' may not import area '${to.area}'; move what both need to src/shared/.`)
        return
      }
      if ((NEVER[from.layer] ?? []).includes(to.layer)) return report(`${from.layer}/ may not import ${to.layer}/ (pages → area model / shared → stores → services → http).`)
      if ((TYPES_ONLY[from.layer] ?? []).includes(to.layer) && !isTypeOnly(node)) {
        return report(`${from.layer}/ uses ${to.layer}/ only through injected interfaces: import types only.`)
      }
    }
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    }
  },
}

export const layersPlugin = { rules: { imports: layersRule } }
export const _test = { placeOf, targetOf, SRC, TYPES }
