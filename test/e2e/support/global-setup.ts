import { serveH5, type ServedSite } from '../../../scripts/serve-h5'

declare global {
  var __e2eSite: ServedSite | undefined
}

/** Serves dist/h5-e2e (with the error probe WebKit's tests read) and the mock services on a free loopback port for the whole run. */
export default async function globalSetup(): Promise<void> {
  const site = await serveH5({ dist: process.env.E2E_DIST ?? 'dist/h5-e2e', port: 0, host: '127.0.0.1', errorProbe: true })
  globalThis.__e2eSite = site
  process.env.E2E_BASE_URL = site.url
  console.log(`e2e: H5 bundle and mock services on ${site.url}`)
}
