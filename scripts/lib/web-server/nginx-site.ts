/**
 * The shipped nginx configuration (deploy/nginx/storefront.conf.template) filled in for one build:
 * its folder, its address, its Content-Security-Policy and the other security headers, and, for the
 * browser tests and `npm run serve:prod`, the mock services behind it at the paths they answer.
 * Pure: template text and values in, configuration text out.
 */

/** The security headers every answer of the site carries, errors and the page fallback included. */
export function securityHeaders(policy: string): Record<string, string> {
  return {
    'Content-Security-Policy': policy,
    'X-Content-Type-Options': 'nosniff',
    // other sites get the origin only: never a page address, which may carry a login token
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // for browsers older than frame-ancestors (the policy's framing rule)
    'X-Frame-Options': 'SAMEORIGIN',
  }
}

/** index.html and every unhashed file (revalidated each time); a hashed script or stylesheet for a year. */
export const PAGE_CACHE_CONTROL = 'no-cache'
export const HASHED_CACHE_CONTROL = 'public, max-age=31536000, immutable'

/** A value nginx reads as one quoted string, as it is: nothing it would expand or end early. */
function quoted(value: string): string {
  if (/["$\\{}\n]/.test(value)) throw new Error(`nginx-site: a header value may not hold " $ \\ { } or a line break: ${value}`)
  return `"${value}"`
}

/** The add_header lines of a location that answers from the site. */
export const headerLines = (policy: string): string[] => [
  ...Object.entries(securityHeaders(policy)).map(([name, value]) => `add_header ${name} ${quoted(value)} always;`),
  // only on answers that succeed: an error is never kept for a year
  'add_header Cache-Control $storefront_cache_control;',
]

/**
 * The first path segments the mock services answer, from Fastify's printRoutes({ commonPrefix: false })
 * (one route a line, `├── /api/auth/h5/exchange (GET, HEAD)`): a segment with routes under it is a
 * folder (`/api/`), a route of one segment is that address alone (`/getMonthRankingList`).
 */
export function servicePaths(printedRoutes: string): string[] {
  const paths = new Set<string>()
  for (const line of printedRoutes.split('\n')) {
    const route = /^[│├└─\s]*(\/\S*)/.exec(line)?.[1]
    if (!route || route === '/') continue
    const [first, ...rest] = route.split('/').slice(1)
    if (first.startsWith(':') || first.includes('*')) throw new Error(`nginx-site: a service route with no fixed first segment cannot be told from a page: ${route}`)
    paths.add(rest.length ? `/${first}/` : `/${first}`)
  }
  return [...paths].sort()
}

/** nginx locations that hand the service paths to the mock, as the host and scheme the page asked. */
export function serviceLocations(paths: string[], upstream: string): string[] {
  return paths.flatMap((p) => [
    `location ${p.endsWith('/') ? '^~' : '='} ${p} {`,
    `    proxy_pass ${upstream};`,
    '    proxy_set_header Host $http_host;',
    '    proxy_set_header X-Forwarded-Proto $scheme;',
    '}',
  ])
}

/** Replaces each `{{name}}` by its value; a value of several lines keeps the placeholder's indentation. */
export function fillTemplate(template: string, values: Record<string, string | string[]>): string {
  const used = new Set<string>()
  const filled = template.replace(/^([ \t]*)\{\{(\w+)\}\}|\{\{(\w+)\}\}/gm, (_m, indent: string | undefined, lineName: string | undefined, inlineName: string | undefined) => {
    const name = (lineName ?? inlineName)!
    const value = values[name]
    if (value === undefined) throw new Error(`nginx-site: no value for {{${name}}}`)
    used.add(name)
    if (!Array.isArray(value)) return `${indent ?? ''}${value}`
    return value.map((line) => `${indent ?? ''}${line}`).join('\n')
  })
  const unused = Object.keys(values).filter((k) => !used.has(k))
  if (unused.length) throw new Error(`nginx-site: the template has no {{${unused.join('}}, {{')}}}`)
  return filled
}

export interface SiteOptions {
  /** the build's folder (absolute) */
  root: string
  /** nginx's listen value: a port, or address:port */
  listen: string
  serverName?: string
  policy: string
  /** the mock services behind the site (browser tests, serve:prod): their base address and paths */
  services?: { upstream: string; paths: string[] }
}

export function renderSite(template: string, options: SiteOptions): string {
  const services = options.services ? ['', '    # the mock services in place of the production hosts, on the page\'s origin (.env.e2e)', ...serviceLocations(options.services.paths, options.services.upstream).map((l) => `    ${l}`)] : []
  return fillTemplate(template, {
    listen: options.listen,
    server_name: options.serverName ?? '_',
    root: options.root,
    headers: headerLines(options.policy),
    service_locations: services.length ? [...services, ''] : '',
  })
}
