/**
 * NutUI is compiled by swc and imports swc's helpers (`@swc/helpers/_/_sliced_to_array` …); the
 * app's own code and Taro's are compiled by babel and TypeScript and import babel's and tslib's.
 * Both sets shipped, so the bundle carried two copies of helpers that do the same thing. This maps
 * each swc helper that has an equivalent in @babel/runtime or tslib onto that one, whether NutUI
 * asks for it or another swc helper does (`./_array_like_to_array.js`); EQUIVALENTS lists them.
 * Not mapped:
 * - the object-spread helpers: babel's objectSpread2 copies the accessors of some of its arguments
 *   as accessors, where swc's copies values;
 * - the class helpers (_create_class, _inherits …): the app's code keeps its classes, so babel's
 *   are not in the bundle and there is nothing to share.
 * swc's helper modules export their function as `_`; the stand-in modules in
 * swc-helper-equivalents/ export the equivalent under that name.
 */
const path = require('node:path')

const EQUIVALENTS_DIR = path.join(__dirname, 'swc-helper-equivalents')

/** swc helper → where its equivalent comes from (an @babel/runtime helper, or a tslib export). */
const EQUIVALENTS = {
  _array_like_to_array: '@babel/runtime/helpers/esm/arrayLikeToArray',
  _array_with_holes: '@babel/runtime/helpers/esm/arrayWithHoles',
  _array_without_holes: '@babel/runtime/helpers/esm/arrayWithoutHoles',
  _async_to_generator: '@babel/runtime/helpers/esm/asyncToGenerator',
  _define_property: '@babel/runtime/helpers/esm/defineProperty',
  _iterable_to_array: '@babel/runtime/helpers/esm/iterableToArray',
  _iterable_to_array_limit: '@babel/runtime/helpers/esm/iterableToArrayLimit',
  _non_iterable_rest: '@babel/runtime/helpers/esm/nonIterableRest',
  _non_iterable_spread: '@babel/runtime/helpers/esm/nonIterableSpread',
  _object_without_properties: '@babel/runtime/helpers/esm/objectWithoutProperties',
  _object_without_properties_loose: '@babel/runtime/helpers/esm/objectWithoutPropertiesLoose',
  _sliced_to_array: '@babel/runtime/helpers/esm/slicedToArray',
  _to_consumable_array: '@babel/runtime/helpers/esm/toConsumableArray',
  _to_primitive: '@babel/runtime/helpers/esm/toPrimitive',
  _to_property_key: '@babel/runtime/helpers/esm/toPropertyKey',
  _type_of: '@babel/runtime/helpers/esm/typeof',
  _ts_generator: 'tslib#__generator',
}

const SWC_HELPERS_DIR = /[\\/]@swc[\\/]helpers[\\/]/

/**
 * The stand-in module for a request of an swc helper, or undefined when the request is not one, or
 * its helper has no equivalent. `context` is the directory of the module that asks.
 */
function equivalentOf(request, context) {
  const byName = /^@swc\/helpers\/(?:_|esm)\/(_[a-z_]+?)(?:\.js)?$/.exec(request)
  const byPath = SWC_HELPERS_DIR.test(context ?? '') ? /^\.\/(_[a-z_]+?)(?:\.js)?$/.exec(request) : null
  const name = (byName ?? byPath)?.[1]
  if (!name || !Object.prototype.hasOwnProperty.call(EQUIVALENTS, name)) return undefined
  return path.join(EQUIVALENTS_DIR, `${name}.js`)
}

/** Adds the mapping to a webpack-chain config. */
function shareLibraryHelpers(chain, webpack) {
  chain.plugin('share-library-helpers').use(webpack.NormalModuleReplacementPlugin, [
    /^(@swc\/helpers\/|\.\/_)/,
    (resource) => {
      const to = equivalentOf(resource.request, resource.context)
      if (to) resource.request = to
    },
  ])
}

module.exports = { shareLibraryHelpers, equivalentOf, EQUIVALENTS, EQUIVALENTS_DIR }
