/**
 * The files that may read or declare a NutUI theme variable (NutUI's component styles and scripts,
 * its icon sheet, the app's stylesheets and scripts), listed when a loader runs, not once when the
 * config is read, and read with a key made of their contents. Used by keep-used-theme-vars-loader.js
 * and settle-theme-reads-loader.js, whose output depends on every one of these files: each loader
 * declares them (and the folders, for files added later) as webpack dependencies, so a watch build
 * runs it again when any of them changes.
 */
const crypto = require('node:crypto')
const fs = require('node:fs')
const path = require('node:path')

/** @param {string} dir @param {(name: string) => boolean} keep @returns {string[]} */
function list(dir, keep) {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? list(path.join(dir, e.name), keep) : keep(e.name) ? [path.join(dir, e.name)] : []))
    .sort()
}

/** The folders whose files may read the theme (watched for files added or removed). */
function themeReaderFolders(root) {
  return [path.join(root, 'node_modules/@nutui/nutui-react-taro/dist/es/packages'), path.join(root, 'src')]
}

/** @param {string} root the project root @returns {string[]} */
function themeReaders(root) {
  const [nutui, src] = themeReaderFolders(root)
  return [
    ...list(nutui, (f) => f === 'style.css' || f.endsWith('.js')),
    ...list(src, (f) => /\.(scss|tsx?)$/.test(f)),
    path.join(root, 'node_modules/@nutui/icons-react-taro/dist/style_icon.css'),
  ]
}

/** The texts of the files (a missing file reads as empty) and a key made of names and contents. */
function readAll(files) {
  const hash = crypto.createHash('sha1')
  const texts = files.map((file) => {
    let text = ''
    try {
      text = fs.readFileSync(file, 'utf8')
    } catch {
      text = ''
    }
    hash.update(file).update('\0').update(text).update('\0')
    return { file, text }
  })
  return { key: hash.digest('hex'), texts }
}

/**
 * For a loader: the reader files of the project, each declared a dependency of the module being
 * built, with the folders as context dependencies.
 * @param {{ addDependency(f: string): void, addContextDependency(d: string): void, rootContext: string }} loader
 * @param {string} [root]
 */
function themeReadersOf(loader, root = loader.rootContext) {
  const files = themeReaders(root)
  for (const file of files) loader.addDependency(file)
  for (const dir of themeReaderFolders(root)) loader.addContextDependency(dir)
  return files
}

module.exports = { themeReaders, themeReadersOf, readAll }
