/** Types of trim-component-table-plugin.js (CommonJS, as the other build steps of config/weapp/). */
export class TrimComponentTablePlugin {
  apply(compiler: unknown): void
}
