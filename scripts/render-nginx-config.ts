/**
 * Writes the shipped nginx configuration (deploy/nginx/storefront.conf.template) for one built H5
 * folder: its path, its address and the Content-Security-Policy made from the build mode's TARO_APP_*
 * values and the folder's index.html. Render it again after every build (the policy names the hashes
 * of index.html's inline scripts).
 *   npx tsx scripts/render-nginx-config.ts --dist dist/h5 [--mode production] [--root /srv/storefront/h5]
 *     [--listen 80] [--server-name shop.example.com] [--out storefront.conf]
 * --root is where the folder will be on the server (default: the folder here). Without --out the
 * configuration is printed.
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { modeOfDist, siteConfigForBuild } from './lib/web-server/site-for-build'

const argument = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? process.argv[i + 1] : undefined
}

try {
  const dist = path.resolve(argument('dist') ?? 'dist/h5')
  const { text } = siteConfigForBuild(
    { dist, mode: argument('mode') ?? modeOfDist(dist) },
    { listen: argument('listen') ?? '80', serverName: argument('server-name'), root: argument('root') },
  )
  const out = argument('out')
  if (out) {
    writeFileSync(out, text)
    console.log(`nginx configuration for ${path.relative(process.cwd(), dist)} written to ${out}`)
  } else process.stdout.write(text)
} catch (e) {
  console.error(e instanceof Error ? e.message : e)
  process.exit(1)
}
