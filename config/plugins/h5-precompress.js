/**
 * Writes a brotli (`x.js.br`) and a gzip (`x.js.gz`) copy beside each text file of a finished
 * one-off H5 build (index.html, scripts, stylesheets, SVG pictures), so that the web server sends
 * them as they are (nginx's brotli_static and gzip_static, deploy/nginx/) instead of compressing
 * each answer on the fly: brotli at its best quality, which is too slow to do per request. A copy
 * that would not be smaller than its file is not written, nor one for a file under 1 KB.
 *
 * Only for H5 and only for builds without --watch (the development server serves from memory).
 * A failed build writes nothing (scripts/taro-build.mjs removes its output anyway).
 */
const fs = require('node:fs')
const path = require('node:path')
const zlib = require('node:zlib')

const TEXT_FILE = /\.(html|js|css|svg|json|txt)$/
const MIN_BYTES = 1024

/** @param {Buffer} data */
const brotli = (data) =>
  zlib.brotliCompressSync(data, {
    params: { [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length },
  })
/** @param {Buffer} data */
const gzip = (data) => zlib.gzipSync(data, { level: 9 })

/**
 * Writes the compressed copies of every text file under `folder`; returns the copies written.
 * @param {string} folder
 * @returns {string[]}
 */
function precompressFolder(folder) {
  const written = []
  const files = fs.readdirSync(folder, { recursive: true, withFileTypes: true }).filter((e) => e.isFile() && TEXT_FILE.test(e.name))
  for (const entry of files) {
    const file = path.join(entry.parentPath, entry.name)
    const data = fs.readFileSync(file)
    if (data.length < MIN_BYTES) continue
    for (const [suffix, compress] of [['.br', brotli], ['.gz', gzip]]) {
      const copy = compress(data)
      if (copy.length >= data.length) continue
      fs.writeFileSync(file + suffix, copy)
      written.push(file + suffix)
    }
  }
  return written
}

module.exports = (ctx) => {
  ctx.onBuildFinish(({ error, stats, isWatch }) => {
    if (process.env.TARO_ENV !== 'h5' || isWatch || error || (stats && stats.hasErrors())) return
    const written = precompressFolder(ctx.paths.outputPath)
    console.log(`h5-precompress: ${written.length} brotli and gzip copies beside the text files of ${path.relative(process.cwd(), ctx.paths.outputPath)}`)
  })
}
module.exports.precompressFolder = precompressFolder
