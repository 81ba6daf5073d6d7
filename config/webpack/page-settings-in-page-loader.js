/**
 * H5: a page module exports its settings (see page-settings.js). Applied to the app's pages only
 * (config/index.ts lists them from the app config); the settings file is a dependency of the page,
 * so a changed title rebuilds the page.
 * Tested in test/unit/build/page-settings.test.ts.
 */
const { SETTINGS_EXPORT, settingsFileOf, readSettings } = require('./page-settings')

/** The page's source with its settings exported after it. */
function withPageSettings(source, settings) {
  return `${source}\nexport const ${SETTINGS_EXPORT} = ${JSON.stringify(settings)}\n`
}

/** @param {string} source a page module */
module.exports = function pageSettingsInPageLoader(source) {
  const file = settingsFileOf(this.resourcePath)
  this.addDependency(file)
  return withPageSettings(source, readSettings(file))
}
module.exports.withPageSettings = withPageSettings
