/**
 * Taro's base.wxml binds every attribute and event WeChat documents for each component the app
 * draws (scroll-view alone has 59, from refresher-two-level-pinned to bindrefresherstatuschange),
 * whether or not any script sets it. An attribute left out of the template is left at WeChat's
 * default, which is also the default Taro's binding falls back to; so a binding no script can set
 * is dead weight in the main package.
 *
 * A binding is dropped only when nothing in the build's scripts could reach it:
 * - an attribute (`scroll-x="{{xs.b(i.p34,!1)}}"`) is kept when its camelCase prop name (scrollX)
 *   appears as a word in any script, or its dashed name as a string in any script but Taro's runtime
 *   (whose table of component attributes lists every dashed name);
 * - an event (`bindscrolltolower="eh"`) is kept when a script names its React handler in any letter
 *   case (onScrollToLower, onScrollToLowerCapture), as Taro's renderer lower-cases it, or names the
 *   event as a string ('scrolltolower', as addEventListener does);
 * - bindtap is always kept (React's onClick arrives as tap), and so is every attribute that is not
 *   a prop binding (id, class, style, data-sid, the child loop).
 * Fails the build, naming itself, when the template is not what it was written for: no component
 * templates (`<template name="tmpl_0_…">`), no prop bindings (`i.p0`), or a tap binding gone (every
 * drawn node's tap is kept, so a template without one means Taro changed how it writes events).
 * Used by config/plugins/weapp-trim-base-template.js; tested on this Taro version's real base.wxml in
 * test/build/real-inputs.test.ts and on small cases in test/unit/build/trim-base-template.test.ts.
 */

/** @param {string} dashed */
const camelOf = (dashed) => dashed.replace(/-([a-z])/g, (_, c) => c.toUpperCase())
/** @param {string} s */
const escapeRe = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * @param {string} wxml base.wxml as Taro wrote it
 * @param {{ text: string, runtime?: boolean }[]} scripts every script of the build; `runtime` marks Taro's runtime
 * @returns {{ wxml: string, removed: Map<string, Set<string>> }}
 */
function trimBaseTemplate(wxml, scripts) {
  const all = scripts.map((s) => s.text).join('\n;\n')
  const outsideRuntime = scripts
    .filter((s) => !s.runtime)
    .map((s) => s.text)
    .join('\n;\n')
  /** @type {Map<string, boolean>} */
  const decided = new Map()
  const reachable = (name) => {
    const known = decided.get(name)
    if (known !== undefined) return known
    let keep
    if (name.startsWith('bind')) {
      const event = name.slice('bind'.length)
      keep =
        new RegExp(`\\bon${escapeRe(event)}(Capture)?\\b`, 'i').test(all) ||
        new RegExp(`['"\`]${escapeRe(event)}['"\`]`).test(all)
    } else {
      keep = new RegExp(`\\b${escapeRe(camelOf(name))}\\b`).test(all) || new RegExp(`['"\`]${escapeRe(name)}['"\`]`).test(outsideRuntime)
    }
    decided.set(name, keep)
    return keep
  }
  /** @type {Map<string, Set<string>>} */
  const removed = new Map()
  const out = wxml.replace(/<([a-z][a-z0-9-]*)((?:\s+[^\s=>/]+="[^"]*")+)(\s*\/?>)/g, (_tag, tag, attrs, end) => {
    const kept = attrs.replace(/\s+([^\s=>/]+)="([^"]*)"/g, (attr, name, value) => {
      const propBinding = /(^|[^\w.])i\.p\d+\b/.test(value)
      const eventBinding = value === 'eh' && name.startsWith('bind')
      if (!propBinding && !eventBinding) return attr
      if (name === 'bindtap' || reachable(name)) return attr
      if (!removed.has(tag)) removed.set(tag, new Set())
      removed.get(tag).add(name)
      return ''
    })
    return `<${tag}${kept}${end}`
  })
  const expect = (ok, what) => {
    if (!ok) throw new Error(`trim-base-template: ${what} in base.wxml; Taro changed its template (config/weapp/trim-base-template.js)`)
  }
  expect(/<template name="tmpl_0_[\w-]+"/.test(wxml), 'no component template (<template name="tmpl_0_…">)')
  expect(/(^|[^\w.])i\.p\d+\b/.test(wxml), 'no prop binding (i.p0 …)')
  expect((wxml.match(/ bindtap="eh"/g) ?? []).length === (out.match(/ bindtap="eh"/g) ?? []).length && / bindtap="eh"/.test(out), 'no tap binding (bindtap="eh")')
  return { wxml: out, removed }
}

module.exports = { trimBaseTemplate }
