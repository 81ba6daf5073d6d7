/**
 * Tells scripts/taro-build.mjs how each build ended. Taro 4.2.1 lets several failures end with exit
 * code 0: its H5 runner resolves when webpack reports errors, a failed config check calls
 * process.exit(0), and a PostCSS plugin or loader that cannot be loaded ends as a module error.
 * So the wrapper trusts no exit code on its own: a build counts only when this hook, which Taro calls
 * once per compilation (onBuildFinish), reports it finished without errors.
 *
 * Each report is one JSON line appended, synchronously, to the file TARO_BUILD_REPORT names (the
 * wrapper sets it), so it is written even when Taro calls process.exit right after the hook. Run
 * without the wrapper (plain `taro build`), the hook does nothing.
 */
const fs = require('node:fs')

/** @param {unknown} e */
const messageOf = (e) => (e && typeof e === 'object' && 'message' in e ? String(e.message) : String(e))

module.exports = (ctx) => {
  ctx.onBuildFinish(({ error, stats, isWatch }) => {
    const file = process.env.TARO_BUILD_REPORT
    if (!file) return
    const errors = []
    if (error) errors.push(...(Array.isArray(error) ? error : [error]).map(messageOf))
    if (stats && stats.hasErrors()) errors.push(...stats.toJson({ all: false, errors: true }).errors.map(messageOf))
    if (!error && !stats) errors.push('the build ended without a result')
    const report = { ok: errors.length === 0, errors: errors.slice(0, 20), isWatch: Boolean(isWatch), at: new Date().toISOString() }
    fs.appendFileSync(file, `${JSON.stringify(report)}\n`)
  })
}
