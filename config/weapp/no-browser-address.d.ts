/** Types of no-browser-address.js (CommonJS, as the other build steps of config/weapp/). */
export const GUARDED_EXPORTS: string[]
export const STAND_INS: string
export function standInFor(resource: string | undefined): string | undefined
/** How a module uses the runtime's entry. */
export interface RuntimeUse {
  from: string
  kind: 'import' | 'provided' | 'commonjs' | 'side-effect' | 'other'
  ids: string[]
  source?: string
  exportUsed: (name: string) => boolean
}
export function addressUses(uses: RuntimeUse[]): string[]
export class NoBrowserAddressPlugin {
  apply(compiler: unknown): void
}
export function noBrowserAddress(chain: unknown, options?: { standIns?: boolean }): void
