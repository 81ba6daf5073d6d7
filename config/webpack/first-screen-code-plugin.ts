import HtmlWebpackPlugin from 'html-webpack-plugin'
import type { Chunk, Compilation, Compiler, Module } from 'webpack'

/**
 * The first screen's code: the app's own scripts and the named pages' lazy chunks.
 * - Adds <link rel="preload"> for the pages' scripts and styles to the H5 index.html, so the first
 *   screen's page code downloads alongside the app bundle instead of after it has booted and the
 *   router has asked for it.
 * - Starts each of these scripts with the compile hint `//# allFunctionsCalledOnLoad`: a browser
 *   that knows it (Chromium 136 and later) compiles their functions while the file downloads, off
 *   the page's thread, instead of one by one the first time each runs, in the tasks that start the
 *   app and draw the first page. Others read a comment. Lazy chunks of other pages are left alone.
 */
type Leaf = Module & { resource?: string; modules?: Iterable<Module> }
/** a concatenated module stands for the modules inside it */
const leaves = (m: Module): Leaf[] => {
  const inner = (m as Leaf).modules
  return inner ? [...inner].flatMap(leaves) : [m as Leaf]
}

/**
 * A `splitChunks` chunk filter: every chunk but the named pages' own. What a first-screen page shares
 * with other pages then stays in its chunk (the other pages share their own copy), instead of going
 * to a split-off chunk that would be one more file, one more connection, before the first screen.
 */
export function exceptFirstScreenPages(pages: string[]): (chunk: Chunk) => boolean {
  const requests = new Set(pages.map((p) => `./${p}`))
  return (chunk) => ![...chunk.groupsIterable].some((group) => group.origins.some((origin) => requests.has(origin.request)))
}

export class FirstScreenCodePlugin {
  constructor(private readonly options: { pages: string[]; publicPath: string }) {}

  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap('FirstScreenCodePlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('FirstScreenCodePlugin', (data) => {
        const tags = [...this.pageFiles(compilation)]
          .filter((f) => /\.(js|css)$/.test(f))
          .sort((a, b) => Number(a.endsWith('.js')) - Number(b.endsWith('.js')))
          .map((f) => ({
            tagName: 'link',
            voidTag: true,
            meta: { plugin: 'FirstScreenCodePlugin' },
            attributes: { rel: 'preload', as: f.endsWith('.css') ? 'style' : 'script', href: `${this.options.publicPath}${f}` },
          }))
        if (tags.length === 0) {
          compilation.errors.push(new compiler.webpack.WebpackError(`first-screen-code: no chunk holds ${this.options.pages.join(', ')} (config/webpack/first-screen-code-plugin.ts)`))
        }
        data.headTags.unshift(...tags)
        return data
      })
      // after minifying (which would drop the comment), before the file names take the content's hash
      compilation.hooks.processAssets.tap({ name: 'FirstScreenCodePlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, () => {
        const files = new Set([...initialFiles(compilation), ...this.pageFiles(compilation)])
        for (const file of files) {
          if (!file.endsWith('.js')) continue
          compilation.updateAsset(file, (source) => new compiler.webpack.sources.ConcatSource(COMPILE_HINT, source))
        }
      })
    })
  }

  /** The files of the named pages' chunk groups (split-off shared chunks included), less the initial ones. */
  private pageFiles(compilation: Compilation): Set<string> {
    const wanted = this.options.pages.map((p) => `src/${p}.tsx`)
    const initial = initialFiles(compilation)
    const files = new Set<string>()
    for (const chunk of compilation.chunks) {
      const holdsPage = [...compilation.chunkGraph.getChunkModulesIterable(chunk)].flatMap(leaves).some((m) => {
        const resource = (m.resource ?? '').split('?')[0].split(/[\\/]/).join('/')
        return wanted.some((w) => resource.endsWith(w))
      })
      if (!holdsPage) continue
      for (const group of chunk.groupsIterable) for (const c of group.chunks as Chunk[]) for (const f of c.files) if (!initial.has(f)) files.add(f)
    }
    return files
  }
}

/** V8's per-file compile hint (the explicit JavaScript compile hints proposal); on the file's first line. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/** The files the entry points load from the page's own <script> tags. */
function initialFiles(compilation: Compilation): Set<string> {
  const files = new Set<string>()
  for (const ep of compilation.entrypoints.values()) for (const c of ep.chunks) for (const f of c.files) files.add(f)
  return files
}
