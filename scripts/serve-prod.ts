/**
 * Serves a built H5 folder as production does: nginx with the shipped configuration (deploy/nginx/)
 * and its security headers, and the mock services behind it on the same origin, at the paths the
 * mock answers. Builds nothing.
 *   npm run serve:prod                                   dist/h5-e2e (built with npm run build:h5:e2e)
 *   npm run serve:prod -- --dist dist/h5 [--mode production] [--port 8080]
 * dist/h5 is served with the production policy, whose services are the production hosts: its pages
 * call those, not the mock. Used by the browser tests' nginx project (test/e2e/support/global-setup.ts).
 */
import type { FastifyInstance } from 'fastify'
import path from 'node:path'
import { buildMockApp } from '../mock/app'
import { servicePaths } from './lib/web-server/nginx-site'
import { runNginx } from './lib/web-server/run-nginx'
import { modeOfDist, siteConfigForBuild } from './lib/web-server/site-for-build'

export interface NginxSite {
  url: string
  /** the Content-Security-Policy nginx sends with the pages */
  policy: string
  mock: FastifyInstance
  close(): Promise<void>
}

export async function serveThroughNginx(options: { dist: string; mode?: string; port?: number }): Promise<NginxSite> {
  const site = { dist: path.resolve(options.dist), mode: options.mode ?? modeOfDist(options.dist) }
  const mock = await buildMockApp()
  await mock.listen({ port: 0, host: '127.0.0.1' })
  const upstream = `http://127.0.0.1:${(mock.server.address() as { port: number }).port}`
  const paths = servicePaths(mock.printRoutes({ commonPrefix: false }))
  let policy = ''
  try {
    const nginx = await runNginx(
      (listen) => {
        const rendered = siteConfigForBuild(site, { listen, services: { upstream, paths } })
        policy = rendered.policy
        return rendered.text
      },
      { port: options.port },
    )
    return { url: nginx.url, policy, mock, close: async () => (await nginx.close(), await mock.close()) }
  } catch (e) {
    await mock.close()
    throw e
  }
}

const argument = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? process.argv[i + 1] : undefined
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  const dist = argument('dist') ?? 'dist/h5-e2e'
  const mode = argument('mode') ?? modeOfDist(dist)
  serveThroughNginx({ dist, mode, port: Number(argument('port') ?? 0) })
    .then((s) => {
      console.log(`  ${dist} (${mode} mode) through nginx with deploy/nginx/'s configuration: ${s.url}/?debug=1`)
      console.log(`  Mock services behind it on the same origin; Ctrl-C stops both.`)
      const stop = () => void s.close().then(() => process.exit(0))
      process.on('SIGINT', stop)
      process.on('SIGTERM', stop)
    })
    .catch((e: unknown) => {
      console.error(e instanceof Error ? e.message : e)
      process.exit(1)
    })
}
