/**
 * The TARO_APP_* variables a build mode sees, read the way Taro's CLI reads them
 * (`dotenvParse` of @tarojs/helper): `.env`, `.env.local`, `.env.{mode}`, `.env.{mode}.local`, each
 * overriding the one before, `${VAR}` expanded by dotenv-expand, and a variable of the process
 * environment winning over the files. Taro's own function writes into process.env as it goes; this
 * one takes the environment as an argument and changes nothing.
 */
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

/** The same dotenv and dotenv-expand Taro's CLI loads. */
const taroRequire = createRequire(require.resolve('@tarojs/helper'))
const dotenv = taroRequire('dotenv') as { parse(src: string | Buffer): Record<string, string> }
const dotenvExpand = taroRequire('dotenv-expand') as {
  expand(options: { parsed: Record<string, string>; processEnv: Record<string, string | undefined> }): { parsed: Record<string, string> }
}

export const envFilesOf = (mode: string): string[] => ['.env', '.env.local', `.env.${mode}`, `.env.${mode}.local`]

export function readBuildEnv(root: string, mode: string, environment: Record<string, string | undefined> = process.env): Record<string, string> {
  let merged: Record<string, string> = {}
  for (const file of envFilesOf(mode)) {
    const full = path.join(root, file)
    if (existsSync(full)) merged = { ...merged, ...dotenv.parse(readFileSync(full)) }
  }
  const parsed = Object.fromEntries(Object.entries(merged).filter(([key]) => key.startsWith('TARO_APP_')))
  return dotenvExpand.expand({ parsed, processEnv: { ...environment } }).parsed
}
