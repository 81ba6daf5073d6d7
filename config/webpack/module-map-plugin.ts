/**
 * Writes which source modules each built chunk holds and which entries (pages, the app, custom
 * components) import each module, so `npm run check:weapp` can tell what the main package's
 * shared chunks carry and for whom. The map is written beside the output folder
 * (dist/weapp → dist/weapp.modules.json), never into the package itself.
 *
 * Format: { chunks: [{ files, entry, modules }], usedBy: { module: [entry, …] }, sizes: { module: bytes } }
 * with module paths relative to the project root ("src/…", "node_modules/…"); a size is the
 * module's code as the build holds it before minifying (to rank what a package carries).
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Compiler, Module } from 'webpack'

type WithResource = Module & { resource?: string; rootModule?: { resource?: string }; modules?: Iterable<Module> }

export class ModuleMapPlugin {
  private readonly projectRoot: string

  constructor(options: { projectRoot: string }) {
    this.projectRoot = options.projectRoot
  }

  apply(compiler: Compiler): void {
    compiler.hooks.done.tap('ModuleMapPlugin', (stats) => {
      const { compilation } = stats
      const outputPath = compilation.outputOptions.path
      if (!outputPath) return
      const { chunkGraph, moduleGraph } = compilation
      const name = (mod: Module): string | null => {
        const m = mod as WithResource
        const resource = m.resource || m.rootModule?.resource
        if (!resource) return null
        return path.relative(this.projectRoot, resource.split('?')[0]).split(path.sep).join('/')
      }
      // a concatenated module stands for the modules inside it
      const leaves = (m: Module): Module[] => {
        const inner = (m as WithResource).modules
        return inner ? [...inner] : [m]
      }

      const chunks: { files: string[]; entry: boolean; modules: string[] }[] = []
      const sizes: Record<string, number> = {}
      for (const chunk of compilation.chunks) {
        const modules = new Set<string>()
        for (const m of chunkGraph.getChunkModulesIterable(chunk)) {
          for (const leaf of leaves(m)) {
            const n = name(leaf)
            if (!n) continue
            modules.add(n)
            sizes[n] = Math.round(leaf.size())
          }
        }
        chunks.push({ files: [...chunk.files].filter((f) => f.endsWith('.js')), entry: chunk.hasRuntime() || chunkGraph.getNumberOfEntryModules(chunk) > 0, modules: [...modules].sort() })
      }

      const usedBy: Record<string, Set<string>> = {}
      for (const [entryName, entrypoint] of compilation.entrypoints) {
        const seen = new Set<Module>()
        const stack: Module[] = []
        for (const chunk of entrypoint.chunks) for (const m of chunkGraph.getChunkEntryModulesIterable(chunk)) stack.push(m)
        while (stack.length) {
          const m = stack.pop()!
          if (seen.has(m)) continue
          seen.add(m)
          for (const c of moduleGraph.getOutgoingConnections(m)) if (c.module && !seen.has(c.module)) stack.push(c.module)
        }
        for (const m of seen) {
          for (const leaf of leaves(m)) {
            const n = name(leaf)
            if (!n) continue
            ;(usedBy[n] = usedBy[n] || new Set()).add(entryName)
          }
        }
      }
      const names = Object.keys(usedBy).sort()
      const out = { chunks, usedBy: Object.fromEntries(names.map((n) => [n, [...usedBy[n]].sort()])), sizes }
      const file = `${outputPath.replace(/[\\/]+$/, '')}.modules.json`
      fs.writeFileSync(file, JSON.stringify(out))
    })
  }
}
