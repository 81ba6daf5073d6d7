/**
 * Serves a built H5 bundle (history mode: unknown paths fall back to index.html) and the mock
 * services on one origin, compressed (brotli or gzip, as the browser asks) like any production
 * host. Used by the browser tests, the benchmark and for local screenshots.
 *   DIST=dist/h5-e2e PORT=0 npx tsx scripts/serve-h5.ts
 */
import fastifyCompress from '@fastify/compress'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { existsSync } from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { buildMockApp } from '../mock/app'

export interface ServedSite {
  app: FastifyInstance
  url: string
  close(): Promise<void>
}

export async function serveH5(options: { dist: string; port?: number; host?: string; seed?: number }): Promise<ServedSite> {
  const root = path.resolve(options.dist)
  if (!existsSync(path.join(root, 'index.html'))) throw new Error(`${root}/index.html not found: build the H5 bundle first`)
  const app = await buildMockApp({ seed: options.seed })
  // registered before the static files so that their streams are compressed too; brotli at
  // quality 5 costs a few ms per file on the fly and compresses scripts about as well as gzip -9
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  })
  await app.register(fastifyStatic, { root, prefix: '/', wildcard: false, index: ['index.html'] })
  app.setNotFoundHandler((req, reply) => {
    const accept = req.headers.accept ?? ''
    if (req.method === 'GET' && accept.includes('text/html')) return reply.sendFile('index.html')
    return reply.code(404).send({ code: 404, msg: 'not found' })
  })
  const host = options.host ?? '127.0.0.1'
  await app.listen({ port: options.port ?? 0, host })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : options.port
  return { app, url: `http://${host}:${port}`, close: () => app.close() }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  serveH5({ dist: process.env.DIST ?? 'dist/h5-e2e', port: Number(process.env.PORT ?? 8080) })
    .then((s) => console.log(`H5 + mock services on ${s.url}`))
    .catch((e: unknown) => {
      console.error(e)
      process.exit(1)
    })
}
