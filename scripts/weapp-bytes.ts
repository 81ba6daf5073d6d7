/**
 * Which modules the minified bytes of a mini-program script come from, by its source map: a build
 * with WEAPP_SOURCEMAP=1 writes a .map beside each script.
 *   WEAPP_SOURCEMAP=1 TARO_OUTPUT_ROOT=/tmp/wx-map npx taro build --type weapp
 *   npx tsx scripts/weapp-bytes.ts /tmp/wx-map [vendors.js common.js …] [--top 30]
 * Prints, per script, its bytes by npm package (or source file) in descending order.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js'

/**
 * A source's owner: its npm package, or the file itself. Webpack names a source by its path with
 * the slashes as underscores (webpack://app/._node_modules_mobx_dist_mobx.mjs), or by the path.
 */
export function ownerOf(source: string): string {
  const clean = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, '')
  const at = clean.lastIndexOf('node_modules')
  if (at < 0) return clean
  const sep = clean[at + 'node_modules'.length]
  const parts = clean.slice(at + 'node_modules'.length + 1).split(sep === '/' ? '/' : '_')
  return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]
}

/** Bytes of `code` per owner of the source each byte maps to (unmapped bytes under '(unmapped)'). */
export function bytesByOwner(code: string, map: RawSourceMap): Map<string, number> {
  const consumer = new SourceMapConsumer(map)
  const lines = code.split('\n')
  const out = new Map<string, number>()
  const add = (owner: string, n: number) => out.set(owner, (out.get(owner) ?? 0) + n)
  const starts: { line: number; column: number; owner: string }[] = []
  consumer.eachMapping((m) => starts.push({ line: m.generatedLine, column: m.generatedColumn, owner: m.source ? ownerOf(m.source) : '(unmapped)' }))
  starts.sort((a, b) => a.line - b.line || a.column - b.column)
  for (let i = 0; i < starts.length; i++) {
    const s = starts[i]
    const next = starts[i + 1]
    const lineText = lines[s.line - 1] ?? ''
    const end = next && next.line === s.line ? next.column : lineText.length
    add(s.owner, Buffer.byteLength(lineText.slice(s.column, end)))
  }
  const mapped = [...out.values()].reduce((a, b) => a + b, 0)
  add('(unmapped)', Math.max(0, Buffer.byteLength(code) - mapped))
  return out
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  const args = process.argv.slice(2)
  const topAt = args.indexOf('--top')
  const top = topAt >= 0 ? Number(args.splice(topAt, 2)[1]) : 25
  const [root, ...files] = args
  for (const file of files.length ? files : ['vendors.js', 'taro.js', 'common.js']) {
    const code = readFileSync(path.join(root, file), 'utf8')
    const map = JSON.parse(readFileSync(path.join(root, `${file}.map`), 'utf8')) as RawSourceMap
    const rows = [...bytesByOwner(code, map)].sort((a, b) => b[1] - a[1])
    console.log(`${file}  ${(Buffer.byteLength(code) / 1024).toFixed(1)} KB`)
    for (const [owner, n] of rows.slice(0, top)) console.log(`  ${(n / 1024).toFixed(1).padStart(7)} KB  ${owner}`)
  }
}
