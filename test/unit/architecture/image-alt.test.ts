import fs from 'node:fs'
import path from 'node:path'

/**
 * Every picture says what it is to a screen reader, or that it is decorative: each `<Image` of the
 * app starts with `{...imageAlt(…)}` (src/platform/image-alt: the H5 `<img>` gets its `alt`).
 */
const SRC = path.resolve(__dirname, '../../../src')

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name)
    if (e.isDirectory()) return files(p)
    return e.name.endsWith('.tsx') ? [p] : []
  })
}

/** The `<Image` tags of a source text that do not start with imageAlt, as line numbers. */
export function imagesWithoutAlt(text: string): number[] {
  const found: number[] = []
  for (const m of text.matchAll(/<Image\b/g)) {
    if (!/^<Image\s+\{\.\.\.imageAlt\(/.test(text.slice(m.index))) found.push(text.slice(0, m.index).split('\n').length)
  }
  return found
}

test('every Image of the app says its alternative text', () => {
  const all = files(SRC).map((f) => [path.relative(SRC, f), fs.readFileSync(f, 'utf8')] as const)
  expect(all.filter(([, t]) => /<Image\b/.test(t)).length).toBeGreaterThan(15)
  expect(all.flatMap(([f, t]) => imagesWithoutAlt(t).map((line) => `${f}:${line}`))).toEqual([])
})

test('the scan finds an Image without it', () => {
  expect(imagesWithoutAlt("<View>\n  <Image className='x' src={a} />\n  <Image {...imageAlt('')} src={b} />\n</View>")).toEqual([2])
})
