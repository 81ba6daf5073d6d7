/**
 * Taro's mini-program runtime carries a table of every WeChat component and its attributes (the
 * shared `internalComponents`, patched by the weapp platform's own `components`): about 80
 * components, of which a build draws a score. At run time the table serves two purposes:
 * - its component names, in order, number the templates of base.wxml (`tmpl_0_41` is map);
 * - the attribute names of a component number its props in those templates (`i.p3`).
 * Only the names of components matter for the first, and the attributes of a component base.wxml
 * has no template for are never looked up: no node of it can be drawn. So every component keeps
 * its name, a drawn one keeps its attributes, and the others' attribute lists become empty
 * objects; the minifier then drops the lists nothing refers to any more.
 *
 * Runs on Taro's runtime chunk before minification (config/weapp/trim-component-table-plugin.js),
 * once Taro has written base.wxml; the drawn components are read from base.wxml itself.
 * Tested in test/unit/build/trim-component-table.test.ts.
 */
const acorn = require('acorn')

/** Components every table has; an object literal that names all of them is a component table. */
const TABLE_MARKERS = ['Progress', 'RichText', 'Map']

/** @param {string} dashed */
const pascalOf = (dashed) => dashed.replace(/(^|-)([a-z0-9])/g, (_, __, c) => c.toUpperCase())

/**
 * The components base.wxml draws, by table name (scroll-view → ScrollView): the tag of every
 * template's element.
 * @param {string} wxml
 * @returns {Set<string>}
 */
function drawnComponents(wxml) {
  const drawn = new Set()
  for (const m of wxml.matchAll(/<template name="tmpl_\d+_[^"]*">\s*<([a-z][a-z0-9-]*)/g)) {
    // a template that only picks another (`<template is=…>`) draws no component of its own
    if (m[1] !== 'template') drawn.add(pascalOf(m[1]))
  }
  return drawn
}

/** @param {any} key */
const keyName = (key) => (key.type === 'Identifier' ? key.name : typeof key.value === 'string' ? key.value : null)

/**
 * The edits that empty, in every component table of `code`, the attribute list of each component
 * not in `drawn` (each edit replaces code[start, end) by text).
 * Throws when `code` has not exactly `expectedTables` tables, or a table entry has another shape
 * than a component name with an object, a name or a call: the runtime is then not the one this was
 * written for, and the build must say so rather than ship a table that numbers templates wrongly.
 * @param {string} code Taro's runtime chunk, not yet minified
 * @param {Set<string>} drawn table names of the components base.wxml draws
 * @param {number} expectedTables
 * @returns {{ edits: { start: number, end: number, text: string }[], emptied: string[] }}
 */
function planComponentTableTrim(code, drawn, expectedTables = 2) {
  const ast = acorn.parse(code, { ecmaVersion: 'latest', sourceType: 'script', allowReturnOutsideFunction: true })
  /** @type {any[]} */
  const tables = []
  /** @param {any} node */
  const walk = (node) => {
    if (!node || typeof node.type !== 'string') return
    if (node.type === 'ObjectExpression' && TABLE_MARKERS.every((m) => node.properties.some((p) => p.key && keyName(p.key) === m))) tables.push(node)
    for (const k of Object.keys(node)) {
      const v = node[k]
      if (Array.isArray(v)) v.forEach(walk)
      else if (v && typeof v.type === 'string') walk(v)
    }
  }
  walk(ast)
  if (tables.length !== expectedTables) throw new Error(`trim-component-table: expected ${expectedTables} component tables in Taro's runtime, found ${tables.length}`)
  /** @type {{ start: number, end: number, text: string }[]} */
  const edits = []
  const emptied = new Set()
  for (const table of tables) {
    for (const p of table.properties) {
      const name = p.type === 'Property' && !p.computed ? keyName(p.key) : null
      const value = p.value
      if (!name || !/^[A-Z]/.test(name) || !value || !['ObjectExpression', 'Identifier', 'CallExpression'].includes(value.type)) {
        throw new Error(`trim-component-table: an entry of a component table has an unexpected shape: ${code.slice(p.start, Math.min(p.end, p.start + 80))}`)
      }
      if (drawn.has(name)) continue
      if (value.type === 'ObjectExpression' && value.properties.length === 0) continue
      emptied.add(name)
      // `{ Icon }` is shorthand: the name must stay as the key
      edits.push(p.shorthand ? { start: p.start, end: p.end, text: `${name}: {}` } : { start: value.start, end: value.end, text: '{}' })
    }
  }
  return { edits: edits.sort((a, b) => a.start - b.start), emptied: [...emptied].sort() }
}

/**
 * `code` with `edits` applied.
 * @param {string} code
 * @param {{ start: number, end: number, text: string }[]} edits
 */
function applyEdits(code, edits) {
  let out = code
  for (const e of [...edits].sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.text + out.slice(e.end)
  return out
}

module.exports = { drawnComponents, planComponentTableTrim, applyEdits }
