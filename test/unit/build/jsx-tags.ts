/** The JSX tags of the app's sources, read as text: what the build's trims of NutUI's stylesheets are checked against. */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

const SRC = path.resolve(__dirname, '../../../src')

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sourceFiles(path.join(dir, e.name)) : e.name.endsWith('.tsx') ? [path.join(dir, e.name)] : []))

/** Every .tsx file under src, with its path inside src. */
export const appSources = (): Array<{ file: string; source: string }> =>
  sourceFiles(SRC).map((file) => ({ file: path.relative(SRC, file), source: readFileSync(file, 'utf8') }))

/** The names a source imports from NutUI. */
export const nutuiImports = (source: string): string[] =>
  [...source.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'@nutui\/nutui-react-taro'/g)].flatMap((m) =>
    m[1].split(',').map((name) => name.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]).filter(Boolean),
  )

/** The opening tags `<Name …>` of a source (`Checkbox` is not `Checkbox.Group`), braces and quotes inside attributes taken into account. */
export function jsxTags(source: string, name: string): string[] {
  const tags: string[] = []
  for (const m of source.matchAll(new RegExp(`<${name.replace(/\./g, '\\.')}(?![\\w.])`, 'g'))) {
    let depth = 0
    let quote = ''
    let i = m.index + m[0].length
    for (; i < source.length; i++) {
      const c = source[i]
      if (quote) quote = c === quote ? '' : quote
      else if (c === "'" || c === '"' || c === '`') quote = c
      else if (c === '{') depth++
      else if (c === '}') depth--
      else if (c === '>' && depth === 0) break
    }
    tags.push(source.slice(m.index, i + 1))
  }
  return tags
}

/**
 * The values an attribute may take: its string, or every string in its expression; null when its
 * expression names none; undefined when the tag does not set it. A bare attribute (`round`) is ['true'].
 */
export function attributeValues(tag: string, name: string): string[] | null | undefined {
  const m = new RegExp(`\\s${name}(?:=(?:'([^']*)'|"([^"]*)"|\\{)|(?=[\\s/>]))`).exec(tag)
  if (!m) return undefined
  if (!m[0].includes('=')) return ['true']
  if (m[1] !== undefined || m[2] !== undefined) return [m[1] ?? m[2]]
  let depth = 1
  let i = m.index + m[0].length
  for (; i < tag.length && depth > 0; i++) depth += tag[i] === '{' ? 1 : tag[i] === '}' ? -1 : 0
  const expression = tag.slice(m.index + m[0].length, i - 1)
  if (/^\s*(?:true|false)\s*$/.test(expression)) return [expression.trim()]
  // the strings it may evaluate to, not those it compares with (a === 'cancel' ? 'default' : 'primary')
  const strings = [...expression.replace(/[!=]==?\s*('[^']*'|"[^"]*")|('[^']*'|"[^"]*")\s*[!=]==?/g, '').matchAll(/'([^']*)'|"([^"]*)"/g)].map((s) => s[1] ?? s[2])
  return strings.length ? strings : null
}
