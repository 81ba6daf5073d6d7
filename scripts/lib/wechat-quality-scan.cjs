/**
 * Runs miniprogram-ci's code-quality scan (DevTools' 代码质量扫描) in a process of its own, started by
 * checkCodeQuality in wechat-compilers.ts: the scan's code analyser leaves a file watcher open that
 * would keep its caller alive, so this process writes what it found to a file and exits.
 *   node wechat-quality-scan.cjs <project root> <private key file> <result file>
 * The result file gets { items, errors }: items are the scan's own result; errors are what it logged
 * with console.error, which is how it reports a check that threw (and then counts as passed).
 */
const { writeFileSync } = require('node:fs')
const { format } = require('node:util')

const [root, privateKeyPath, resultFile] = process.argv.slice(2)
const errors = []
console.error = (...args) => errors.push(format(...args))

const ci = require('miniprogram-ci')
const project = new ci.Project({
  // any app id will do: the scan reads only local files and checkCodeQuality never uses the key
  appid: 'wx0000000000000000',
  type: 'miniProgram',
  projectPath: root,
  privateKeyPath,
  ignores: ['node_modules/**/*'],
})

ci.checkCodeQuality(project).then(
  (items) => {
    writeFileSync(resultFile, JSON.stringify({ items, errors }))
    process.exit(0)
  },
  (err) => {
    writeFileSync(resultFile, JSON.stringify({ items: [], errors: [...errors, String((err && err.stack) || err)] }))
    process.exit(0)
  },
)
