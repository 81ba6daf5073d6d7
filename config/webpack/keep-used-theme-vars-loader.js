/**
 * Keeps, of NutUI's default theme (a block of some 220 CSS variables on :root and page), only the
 * variables that change something: every NutUI component stylesheet writes each variable it reads
 * as var(--name, fallback), mostly with the theme's own value as the fallback. A theme variable
 * stays where a file reads it bare, or where its value differs from a fallback a stylesheet gives
 * it (a handful of colours), and with it the variables its value reads. A variable the app's own
 * theme block sets again (app.scss, `page, :root`, which comes after NutUI's theme) goes: the app's
 * value is the one read. The app's own variables are set apart and stay as they are.
 * The files that read the theme (NutUI's and the app's, theme-readers.js) are the loader's
 * dependencies, and what they read is cached by their contents, so a watch build stays right.
 * Fails the build, naming itself, when the stylesheet has no theme block to trim (NutUI moved it).
 */
const { readAll, themeReadersOf } = require('./theme-readers')

const BARE = /var\(\s*(--[\w-]+)\s*\)/g
const ANY = /var\(\s*(--[\w-]+)/g
// a read with a fallback: a plain value or one more var(…)
const WITH_FALLBACK = /var\(\s*(--[\w-]+)\s*,\s*([^()]+|var\([^()]*\))\)/g

let cached = null
/** What the files read: the names read bare, and every fallback given to each name. */
function reads(files) {
  const { key, texts } = readAll(files)
  if (cached && cached.key === key) return cached.reads
  const bare = new Set()
  const fallbacks = new Map()
  for (const { text: css } of texts) {
    for (const m of css.matchAll(BARE)) bare.add(m[1])
    const given = (text) => {
      for (const m of text.matchAll(WITH_FALLBACK)) {
        if (!fallbacks.has(m[1])) fallbacks.set(m[1], new Set())
        fallbacks.get(m[1]).add(m[2])
        given(m[2]) // a fallback that is itself a read with a fallback
      }
    }
    given(css)
  }
  cached = { key, reads: { bare, fallbacks } }
  return cached.reads
}

/** A value with the theme's variables (or their fallbacks) put in, spaces out: to compare two. */
function resolved(value, declarations, depth = 0) {
  if (depth > 12) return value
  return value
    .replace(/var\(\s*(--[\w-]+)\s*(?:,\s*([^()]*))?\)/g, (whole, name, fallback) =>
      declarations.has(name) ? resolved(declarations.get(name), declarations, depth + 1) : fallback !== undefined ? resolved(fallback, declarations, depth + 1) : whole,
    )
    .replace(/\s+/g, '')
}

/**
 * The variables the app's own theme block sets again (a `page, :root` rule of app.scss, which comes
 * after NutUI's theme: its value is the one read), and the variables those values of its read.
 */
function setAgainByApp(files) {
  const appTheme = files.find((f) => /[\\/]src[\\/]app\.scss$/.test(f))
  const text = appTheme ? readAll([appTheme]).texts[0].text : ''
  // without comments and interpolations (#{$x} holds braces)
  const plain = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/[^\n]*/g, '').replace(/#\{[^{}]*\}/g, '0')
  const names = new Set()
  const reads = new Set()
  for (const m of plain.matchAll(/(?:^|[};])\s*((?:page|:root)(?:\s*,\s*(?:page|:root))*)\s*\{([^{}]*)\}/g)) {
    for (const d of m[2].matchAll(/(--[\w-]+)\s*:([^;]*)/g)) {
      names.add(d[1])
      for (const r of d[2].matchAll(ANY)) reads.add(r[1])
    }
  }
  return { names, reads }
}

/** The theme's declarations to keep: the seeds and, through their values, what they read; not those the app sets again. */
function needed(declarations, seeds, setAgain = new Set()) {
  const keep = new Set()
  const stack = [...seeds]
  while (stack.length) {
    const name = stack.pop()
    if (keep.has(name) || setAgain.has(name) || !declarations.has(name)) continue
    keep.add(name)
    for (const m of declarations.get(name).matchAll(ANY)) stack.push(m[1])
  }
  return keep
}

function keepUsedThemeVars(source, files) {
  const { bare, fallbacks } = reads(files)
  const app = setAgainByApp(files)
  let blocks = 0
  const out = String(source).replace(/((?:^|\})\s*)([^{}@]*(?::root|page)[^{}]*)\{([^{}]*)\}/g, (rule, lead, selector, body) => {
    const parts = body.split(';').map((d) => d.trim()).filter(Boolean)
    const declarations = new Map()
    const others = []
    for (const d of parts) {
      const m = /^(--[\w-]+)\s*:\s*([\s\S]*)$/.exec(d)
      if (m) declarations.set(m[1], m[2])
      else others.push(d)
    }
    const differing = [...fallbacks].filter(([name, given]) => declarations.has(name) && [...given].some((f) => resolved(f, declarations) !== resolved(declarations.get(name), declarations))).map(([name]) => name)
    const keep = needed(declarations, [...bare, ...differing, ...app.reads], app.names)
    const kept = [...declarations].filter(([name]) => keep.has(name)).map(([name, value]) => `${name}:${value}`)
    const all = [...kept, ...others]
    if (declarations.size) blocks += 1
    return all.length ? `${lead}${selector}{${all.join(';')}}` : lead
  })
  if (blocks === 0) throw new Error('keep-used-theme-vars: no :root/page block of theme variables in the stylesheet (has NutUI moved its theme?)')
  return out
}

module.exports = function keepUsedThemeVarsLoader(source) {
  return keepUsedThemeVars(source, themeReadersOf(this))
}
module.exports.keepUsedThemeVars = keepUsedThemeVars
