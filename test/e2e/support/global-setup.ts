import { serveH5, type ServedSite } from '../../../scripts/serve-h5'
import { serveThroughNginx, type NginxSite } from '../../../scripts/serve-prod'
import { servicePaths } from '../../../scripts/lib/web-server/nginx-site'

declare global {
  var __e2eSite: ServedSite | undefined
  var __e2eNginx: NginxSite | undefined
}

/**
 * Serves dist/h5-e2e (with the error probe WebKit's tests read) and the mock services on a free
 * loopback port for the whole run; and, for the nginx project, the same build through nginx with the
 * shipped configuration and a mock of its own behind it (E2E_NGINX_URL; E2E_NGINX_MISSING says why
 * not, which fails only that project's tests).
 */
export default async function globalSetup(): Promise<void> {
  const dist = process.env.E2E_DIST ?? 'dist/h5-e2e'
  const site = await serveH5({ dist, port: 0, host: '127.0.0.1', errorProbe: true })
  globalThis.__e2eSite = site
  process.env.E2E_BASE_URL = site.url
  console.log(`e2e: H5 bundle and mock services on ${site.url}`)
  try {
    const nginx = await serveThroughNginx({ dist, mode: 'e2e' })
    globalThis.__e2eNginx = nginx
    process.env.E2E_NGINX_URL = nginx.url
    process.env.E2E_NGINX_CSP = nginx.policy
    process.env.E2E_NGINX_SERVICE_PATHS = JSON.stringify(servicePaths(nginx.mock.printRoutes({ commonPrefix: false })))
    console.log(`e2e: the same bundle through nginx (deploy/nginx/) on ${nginx.url}`)
  } catch (e) {
    process.env.E2E_NGINX_MISSING = e instanceof Error ? e.message : String(e)
  }
}
