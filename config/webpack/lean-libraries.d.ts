/** Types of lean-libraries.js (CommonJS, so that the bench floor's config can load it as it is). */
export interface ChainLike {
  get(key: 'mode'): unknown
  resolve: { alias: { set(key: string, value: string): unknown } }
}
export function mobxProductionBuild(chain: ChainLike): void
export interface H5ChainLike {
  module: { rule(name: string): { uses: { clear(): { end(): { use(name: string): { loader(path: string): unknown } } } } } }
  optimization: { get(key: 'splitChunks'): unknown; splitChunks(options: object): unknown }
  plugins: { has(name: string): boolean }
}
export function taroStylesInTheirOwnSheet(chain: H5ChainLike): void
export const H5_TERSER_CONFIG: { keep_fnames: boolean; output: { quote_keys: boolean } }
export const WEAPP_TERSER_CONFIG: { output: { ascii_only: boolean } }
