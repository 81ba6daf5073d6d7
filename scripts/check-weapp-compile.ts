/**
 * Lets WeChat's own tools judge a mini-program build, as DevTools would before a preview or upload:
 * wcsc compiles every WXSS, wcc every WXML and WXS, and miniprogram-ci's code-quality scan checks
 * the project (compression settings, package sizes, unused files …).
 *   npm run build:weapp && npm run check:weapp:compile        (WEAPP_DIST=… to check another output)
 * Fails on any compile error or failed scan item.
 */
import path from 'node:path'
import { checkCodeQuality, compileWxml, compileWxss } from './lib/wechat-compilers'

const timed = async <T>(run: () => T | Promise<T>): Promise<[T, number]> => {
  const start = performance.now()
  const result = await run()
  return [result, Math.round(performance.now() - start)]
}

async function main(): Promise<number> {
  const root = path.resolve(process.env.WEAPP_DIST ?? 'dist/weapp')
  console.log(`WeChat's compilers and code-quality scan on ${root}`)
  let failed = false

  const [wxss, wxssMs] = await timed(() => compileWxss(root))
  console.log(`wcsc: ${wxss.files} WXSS files, ${wxss.ok ? 'compiled' : `${wxss.errors.length} error(s)`} in ${wxssMs} ms`)
  for (const e of wxss.errors) console.error(`  error: ${e}`)
  failed ||= !wxss.ok

  const [wxml, wxmlMs] = await timed(() => compileWxml(root))
  const size = wxml.ok ? ` ($gwx: ${Math.round(wxml.source.length / 1024)} KiB)` : ''
  console.log(`wcc: ${wxml.files} WXML and WXS files, ${wxml.ok ? 'compiled' : `${wxml.errors.length} error(s)`} in ${wxmlMs} ms${size}`)
  for (const e of wxml.errors) console.error(`  error: ${e}`)
  failed ||= !wxml.ok

  const [quality, qualityMs] = await timed(() => checkCodeQuality(root))
  const passed = quality.items.filter((item) => item.success).length
  console.log(`code-quality scan: ${passed} of ${quality.items.length} items pass in ${qualityMs} ms`)
  for (const item of quality.items) console.log(`  ${item.success ? 'pass' : 'FAIL'} ${item.name}`)
  for (const f of quality.failures) console.error(`  error: ${f}`)
  failed ||= !quality.ok

  return failed ? 1 : 0
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err)
    process.exit(1)
  },
)
