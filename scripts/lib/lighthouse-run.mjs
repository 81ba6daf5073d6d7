// One Lighthouse run (mobile, performance only) through Lighthouse's Node API, in a plain Node
// process: under tsx the functions Lighthouse sends into the page get esbuild's name helper and
// fail there (`__name is not defined`).
//   node scripts/lib/lighthouse-run.mjs <url> <chrome debugging port> <out.json> [--keep-storage]
// --keep-storage keeps cookies and local storage (a returning visitor); the caller clears the
// HTTP cache itself, so every run still downloads the whole page.
import { writeFileSync } from 'node:fs'
import lighthouse from 'lighthouse'

const [url, port, out, ...rest] = process.argv.slice(2)
if (!url || !port || !out) {
  console.error('usage: lighthouse-run.mjs <url> <port> <out.json> [--keep-storage]')
  process.exit(2)
}
const result = await lighthouse(url, {
  port: Number(port),
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance'],
  disableStorageReset: rest.includes('--keep-storage'),
})
if (!result) throw new Error('Lighthouse returned no result')
writeFileSync(out, typeof result.report === 'string' ? result.report : result.report[0])
