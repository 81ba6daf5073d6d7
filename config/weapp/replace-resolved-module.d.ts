/** Types of replace-resolved-module.js (CommonJS, as the other build steps of config/weapp/). */
export function replaceResolvedModule(createData: { request?: string; userRequest?: string; resource?: string }, standIn: string): void
