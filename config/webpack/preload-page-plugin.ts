import HtmlWebpackPlugin from 'html-webpack-plugin'
import type { Chunk, Compiler, Module } from 'webpack'

/**
 * Adds <link rel="preload"> for the scripts and styles of the named pages' lazy chunks to the
 * H5 index.html, so the first screen's page code downloads alongside the app bundle instead of
 * after it has booted and the router has asked for it.
 */
type Leaf = Module & { resource?: string; modules?: Iterable<Module> }
/** a concatenated module stands for the modules inside it */
const leaves = (m: Module): Leaf[] => {
  const inner = (m as Leaf).modules
  return inner ? [...inner].flatMap(leaves) : [m as Leaf]
}

export class PreloadPagePlugin {
  constructor(private readonly options: { pages: string[]; publicPath: string }) {}

  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap('PreloadPagePlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadPagePlugin', (data) => {
        const wanted = this.options.pages.map((p) => `src/${p}.tsx`)
        const initial = new Set<string>()
        for (const ep of compilation.entrypoints.values()) for (const c of ep.chunks) for (const f of c.files) initial.add(f)
        const files = new Set<string>()
        for (const chunk of compilation.chunks) {
          const holdsPage = [...compilation.chunkGraph.getChunkModulesIterable(chunk)].flatMap(leaves).some((m) => {
            const resource = (m.resource ?? '').split('?')[0].split(/[\\/]/).join('/')
            return wanted.some((w) => resource.endsWith(w))
          })
          if (!holdsPage) continue
          // everything the page's chunk group loads with it (split-off shared chunks included)
          for (const group of chunk.groupsIterable) for (const c of group.chunks as Chunk[]) for (const f of c.files) if (!initial.has(f)) files.add(f)
        }
        const tags = [...files]
          .filter((f) => /\.(js|css)$/.test(f))
          .sort((a, b) => Number(a.endsWith('.js')) - Number(b.endsWith('.js')))
          .map((f) => ({
            tagName: 'link',
            voidTag: true,
            meta: { plugin: 'PreloadPagePlugin' },
            attributes: { rel: 'preload', as: f.endsWith('.css') ? 'style' : 'script', href: `${this.options.publicPath}${f}` },
          }))
        data.headTags.unshift(...tags)
        return data
      })
    })
  }
}
