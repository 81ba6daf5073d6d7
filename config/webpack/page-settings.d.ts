export const SETTINGS_EXPORT: string
export function settingsFileOf(pageFile: string): string
export function settingsOf(srcDir: string, page: string): Record<string, unknown>
export function pagesOf(appConfig: { pages?: string[]; subPackages?: { root: string; pages: string[] }[]; subpackages?: { root: string; pages: string[] }[] }): string[]
export function readSettings(file: string): Record<string, unknown>
