/**
 * The shipped nginx configuration for one built H5 folder and its build mode: the mode's TARO_APP_*
 * variables read as Taro reads them and validated as the build validates them (config/app-env.ts),
 * the inline scripts of the folder's index.html hashed, the policy made from both, the template
 * filled in (nginx-site.ts).
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parseEnv } from '../../../config/app-env'
import { readBuildEnv } from '../release/build-env'
import { contentSecurityPolicy } from './content-security-policy'
import { inlineHashes } from './inline-hashes'
import { renderSite, type SiteOptions } from './nginx-site'

export const PROJECT_ROOT = path.resolve(__dirname, '..', '..', '..')
export const NGINX_FOLDER = path.join(PROJECT_ROOT, 'deploy', 'nginx')

export interface BuildSite {
  /** the build's folder, absolute */
  dist: string
  /** the build mode whose .env files the build read: production for dist/h5, e2e for dist/h5-e2e */
  mode: string
}

/** The mode a folder was built in, by the npm scripts' folder names. */
export const modeOfDist = (dist: string): string => (path.basename(path.resolve(dist)) === 'h5-e2e' ? 'e2e' : 'production')

export function policyForBuild(site: BuildSite): string {
  const page = path.join(site.dist, 'index.html')
  if (!existsSync(page)) throw new Error(`${page} not found: build the H5 site first (npm run build:h5 or build:h5:e2e)`)
  const config = parseEnv(readBuildEnv(PROJECT_ROOT, site.mode))
  return contentSecurityPolicy(config, inlineHashes(readFileSync(page, 'utf8')))
}

/** The configuration text and its policy; `root` is where the folder is served from (default: where it is). */
export function siteConfigForBuild(site: BuildSite, options: Omit<SiteOptions, 'root' | 'policy'> & { root?: string }): { text: string; policy: string } {
  const policy = policyForBuild(site)
  const template = readFileSync(path.join(NGINX_FOLDER, 'storefront.conf.template'), 'utf8')
  return { text: renderSite(template, { ...options, root: options.root ?? path.resolve(site.dist), policy }), policy }
}
