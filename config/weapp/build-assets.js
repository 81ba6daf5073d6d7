/**
 * The mini-program build's assets the build steps of config/weapp/ and config/plugins/ work on.
 */

/** Taro's runtime chunk (with its table of components and their attributes). */
const RUNTIME_CHUNK = /(^|\/)taro\.js$/

/** Taro's base template (and an independent subpackage's own). */
const BASE_TEMPLATE = /(^|\/)base\.wxml$/

module.exports = { RUNTIME_CHUNK, BASE_TEMPLATE }
