/**
 * Finds the universal selector `*` in the selectors of a CSS or SCSS stylesheet. WXSS has none:
 * WeChat's stylesheet compiler (wcsc) stops at the first one and the mini-program does not build.
 *
 * Pure and small: the source is cut into statements at `{`, `;` and `}`; a statement that opens a
 * block and is not an at-rule (`@media`, `@include`, `@if $a * 2 …`) is a selector; declarations
 * (`width: calc(2 * 3);`) end in `;` or `}` and are never one. Comments, strings, attribute selectors
 * (`[class*=x]`) and SCSS interpolation (`#{$a * 2}`) are read over, and parentheses are read as a
 * whole (a `;` or `//` inside `url(…)` ends nothing), so only a `*` that stands for "any element"
 * counts.
 */

export interface UniversalSelectorHit {
  /** 1-based line of the `*` */
  line: number
  /** the selector it sits in, on one line */
  selector: string
}

/** Index just past the quote that closes the string starting at `start`. */
function skipString(src: string, start: number): number {
  const quote = src[start]
  let i = start + 1
  while (i < src.length && src[i] !== quote) i += src[i] === '\\' ? 2 : 1
  return i + 1
}

/**
 * Index just past the bracket that closes the one at `start` (strings, comments and nesting read
 * over); the index of each `*` met on the way goes to `stars` when given.
 */
function skipBalanced(src: string, start: number, open: string, close: string, stars?: number[]): number {
  let depth = 0
  let i = start
  while (i < src.length) {
    const c = src[i]
    if (c === '"' || c === "'") {
      i = skipString(src, i)
      continue
    }
    if (c === '/' && src[i + 1] === '*') {
      const end = src.indexOf('*/', i + 2)
      i = end < 0 ? src.length : end + 2
      continue
    }
    if (c === open) depth++
    else if (c === close && --depth === 0) return i + 1
    else if (c === '*') stars?.push(i)
    i++
  }
  return i
}

export function findUniversalSelectors(src: string): UniversalSelectorHit[] {
  const hits: UniversalSelectorHit[] = []
  // the current statement: its text, and the source index of each `*` that is not read over
  let text = ''
  let stars: number[] = []
  const lineAt = (index: number) => src.slice(0, index).split('\n').length

  const endStatement = (opensBlock: boolean) => {
    const statement = text.trim()
    if (opensBlock && stars.length && !statement.startsWith('@')) {
      hits.push({ line: lineAt(stars[0]), selector: statement.replace(/\s+/g, ' ') })
    }
    text = ''
    stars = []
  }

  let i = 0
  while (i < src.length) {
    const c = src[i]
    const next = src[i + 1]
    let to = i + 1
    if (c === '/' && next === '*') {
      const end = src.indexOf('*/', i + 2)
      to = end < 0 ? src.length : end + 2
      text += ' '
    } else if (c === '/' && next === '/') {
      const end = src.indexOf('\n', i)
      to = end < 0 ? src.length : end
      text += ' '
    } else if (c === '"' || c === "'") {
      to = skipString(src, i)
      text += src.slice(i, to)
    } else if (c === '(') {
      // a `*` in parentheses counts only in a selector (`:not(*)`), never in `calc(2 * 3)`
      to = skipBalanced(src, i, '(', ')', stars)
      text += src.slice(i, to)
    } else if (c === '[') {
      to = skipBalanced(src, i, '[', ']')
      text += src.slice(i, to)
    } else if (c === '#' && next === '{') {
      to = skipBalanced(src, i + 1, '{', '}')
      text += src.slice(i, to)
    } else if (c === '{') {
      endStatement(true)
    } else if (c === ';' || c === '}') {
      endStatement(false)
    } else {
      if (c === '*') stars.push(i)
      text += c
    }
    i = to
  }
  return hits
}
