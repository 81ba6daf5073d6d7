/**
 * The files that may read or declare a NutUI theme variable (the styles and scripts of the NutUI
 * components the app uses, its icon sheet, the app's stylesheets and scripts), listed when a loader
 * runs, not once when the config is read, and read with a key made of their contents. A component
 * the app uses is one its scripts import (by name from the package, or a path into it), and every
 * component that one imports in turn: a component no part of the build loads reads nothing in it.
 * Used by keep-used-theme-vars-loader.js and settle-theme-reads-loader.js, whose output depends on
 * every one of these files: each loader declares them (and the folders, for files added later) as
 * webpack dependencies, so a watch build runs it again when any of them changes.
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

/** A file's text; a missing file reads as empty. @param {string} file */
const read = (file) => {
  try {
    return fs.readFileSync(file, 'utf8')
  } catch {
    return ''
  }
}

// in the app: import { Button, type ButtonProps } from '@nutui/nutui-react-taro', or a path into a package
const NAMED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]@nutui\/nutui-react-taro['"]/g
const PATH_INTO = /['"]@nutui\/nutui-react-taro\/dist\/es\/packages\/([\w-]+)/g
// in a component's scripts: another component, as '../button/index' or '../../overlay/style/css'
const SIBLING = /['"](?:\.\.\/)+([\w-]+)\//g

/**
 * The NutUI components the app's scripts use, with every component those import: their folders'
 * names. A name imported from the package is its folder in lower case (babel.config.js).
 * @param {string} nutui the packages folder @param {{ text: string }[]} appScripts
 */
function usedComponents(nutui, appScripts) {
  const used = new Set()
  const stack = []
  const add = (name) => {
    if (!used.has(name) && fs.existsSync(path.join(nutui, name))) {
      used.add(name)
      stack.push(name)
    }
  }
  for (const { text } of appScripts) {
    for (const m of text.matchAll(NAMED_IMPORT)) {
      for (const part of m[1].split(',')) {
        const name = part.trim().split(/\s+as\s+/)[0].trim()
        if (name && !name.startsWith('type ')) add(name.toLowerCase())
      }
    }
    for (const m of text.matchAll(PATH_INTO)) add(m[1])
  }
  while (stack.length) {
    const name = stack.pop()
    for (const file of list(path.join(nutui, name), (f) => f.endsWith('.js'))) {
      for (const m of read(file).matchAll(SIBLING)) add(m[1])
    }
  }
  return used
}

/** @param {string} root the project root @returns {string[]} */
function themeReaders(root) {
  const [nutui, src] = themeReaderFolders(root)
  const app = list(src, (f) => /\.(scss|tsx?)$/.test(f))
  const used = usedComponents(nutui, app.filter((f) => /\.tsx?$/.test(f)).map((file) => ({ text: read(file) })))
  return [
    ...[...used].sort().flatMap((name) => list(path.join(nutui, name), (f) => f === 'style.css' || f.endsWith('.js'))),
    ...app,
    path.join(root, 'node_modules/@nutui/icons-react-taro/dist/style_icon.css'),
  ]
}

/** The texts of the files (a missing file reads as empty) and a key made of names and contents. */
function readAll(files) {
  const hash = crypto.createHash('sha1')
  const texts = files.map((file) => {
    const text = read(file)
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

module.exports = { themeReaders, themeReadersOf, readAll, usedComponents }
