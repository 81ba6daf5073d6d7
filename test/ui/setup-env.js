// Loads the mock-service configuration the way the build would, before any module reads it.
const fs = require('node:fs')
const path = require('node:path')

const text = fs.readFileSync(path.resolve(__dirname, '../../.env.development'), 'utf8')
for (const line of text.split('\n')) {
  const m = /^\s*(TARO_APP_[A-Z0-9_]+)\s*=\s*(.*)\s*$/.exec(line)
  // `${NAME:-default}` as the build's dotenv-expand reads it
  const value = m && m[2].replace(/\$\{([A-Z0-9_]+):-([^}]*)\}/g, (_all, name, fallback) => process.env[name] || fallback)
  if (m && process.env[m[1]] === undefined) process.env[m[1]] = value
}

// … and validates it as the build does: the app reads the result as `__APP_ENV__` (src/config/env.ts)
globalThis.__APP_ENV__ = require('../../config/app-env.ts').parseEnv(process.env)
