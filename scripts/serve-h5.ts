/**
 * Serves a built H5 bundle (history mode: unknown paths fall back to index.html) and the mock
 * services on one origin, compressed (brotli or gzip, as the browser asks) like any production
 * host. Used by the browser tests, the benchmark and for local screenshots.
 *   DIST=dist/h5-e2e PORT=0 npx tsx scripts/serve-h5.ts
 *   MOCK_GROWTH=100 npx tsx scripts/serve-h5.ts    the mock's long lists × 100 (1, 10 or 100)
 */
import fastifyCompress from '@fastify/compress'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { buildMockApp } from '../mock/app'
import { growthFromEnv, type DataGrowth } from '../mock/data-growth'

export interface ServedSite {
  app: FastifyInstance
  url: string
  close(): Promise<void>
}

/**
 * For browsers driven without a console (WebKit through WebDriver): a first script in the page that
 * keeps every uncaught error, unhandled rejection and console.error in `window.__pageErrors`.
 */
export const ERROR_PROBE = `<script>(function(){var e=window.__pageErrors=[];addEventListener('error',function(x){e.push('error: '+(x.error&&x.error.stack||x.message))});addEventListener('unhandledrejection',function(x){var r=x.reason;e.push('unhandled: '+(r&&r.stack||r))});var c=console.error;console.error=function(){e.push('console: '+[].map.call(arguments,String).join(' '));return c.apply(console,arguments)}})()</script>`

export async function serveH5(options: { dist: string; port?: number; host?: string; seed?: number; errorProbe?: boolean; growth?: DataGrowth }): Promise<ServedSite> {
  const root = path.resolve(options.dist)
  if (!existsSync(path.join(root, 'index.html'))) throw new Error(`${root}/index.html not found: build the H5 bundle first`)
  const app = await buildMockApp({ seed: options.seed, growth: options.growth })
  // registered before the static files so that their streams are compressed too; brotli at
  // quality 5 costs a few ms per file on the fly and compresses scripts about as well as gzip -9
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  })
  const probed = options.errorProbe ? readFileSync(path.join(root, 'index.html'), 'utf8').replace('<head>', `<head>${ERROR_PROBE}`) : null
  const sendPage = (reply: FastifyReply) => (probed ? reply.type('text/html; charset=utf-8').send(probed) : reply.sendFile('index.html'))
  await app.register(fastifyStatic, { root, prefix: '/', wildcard: false, index: probed ? false : ['index.html'] })
  if (probed) app.get('/', (_req, reply) => sendPage(reply))
  app.setNotFoundHandler((req, reply) => {
    const accept = req.headers.accept ?? ''
    if (req.method === 'GET' && accept.includes('text/html')) return sendPage(reply)
    return reply.code(404).send({ code: 404, msg: 'not found' })
  })
  const host = options.host ?? '127.0.0.1'
  await app.listen({ port: options.port ?? 0, host })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : options.port
  return { app, url: `http://${host}:${port}`, close: () => app.close() }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  Promise.resolve()
    .then(() => growthFromEnv())
    .then((growth) => serveH5({ dist: process.env.DIST ?? 'dist/h5-e2e', port: Number(process.env.PORT ?? 8080), growth }))
    .then((s) => console.log(`H5 + mock services on ${s.url}`))
    .catch((e: unknown) => {
      console.error(e)
      process.exit(1)
    })
}
