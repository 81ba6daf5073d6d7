/** Types of share-library-helpers.js (CommonJS, so that the bench floor's config can load it as it is). */
export interface HelperChainLike {
  plugin(name: string): { use(plugin: unknown, args: unknown[]): unknown }
}
export function shareLibraryHelpers(chain: HelperChainLike, webpack: { NormalModuleReplacementPlugin: unknown }): void
export function equivalentOf(request: string, context?: string): string | undefined
export const EQUIVALENTS: Readonly<Record<string, string>>
export const EQUIVALENTS_DIR: string
