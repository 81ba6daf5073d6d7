import { existsSync } from 'node:fs'

/**
 * The Chromium the browser tests and the benchmark drive: CHROMIUM_PATH when set, else Debian's
 * /usr/bin/chromium when present, else undefined (Playwright's own managed browser).
 */
export function resolveChromium(env: NodeJS.ProcessEnv = process.env, exists: (p: string) => boolean = existsSync): string | undefined {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH
  if (exists('/usr/bin/chromium')) return '/usr/bin/chromium'
  return undefined
}

/** Flags for a quiet, reproducible headless Chromium on a small CI machine. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
