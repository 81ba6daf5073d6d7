/**
 * Fails the build, naming the customization, when a module it must meet is not in the build: the
 * file a rule of ours rewrites, the module a replacement puts in, the library file an alias points
 * to. A rule whose `test` matches nothing (the library moved or renamed the file) would otherwise
 * do nothing, silently. The list comes from config/customizations.ts (`guards`).
 * options: { guards: { name: string, tests: RegExp[] }[] }
 */
const { WebpackError } = require('webpack')

const NAME = 'CustomizationGuardPlugin'

class CustomizationGuardPlugin {
  constructor({ guards }) {
    this.guards = guards
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.finishModules.tap(NAME, (modules) => {
        const resources = []
        for (const m of modules) if (m.resource) resources.push(m.resource.replace(/\?.*$/, ''))
        for (const { name, tests } of this.guards) {
          for (const test of tests) {
            if (resources.some((r) => test.test(r))) continue
            compilation.errors.push(new WebpackError(`${name}: no module of the build matches ${test} (config/customizations.ts); the file it relies on moved or is gone`))
          }
        }
      })
    })
  }
}

module.exports = { CustomizationGuardPlugin }
