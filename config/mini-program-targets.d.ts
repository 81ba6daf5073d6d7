/** config/mini-program-targets.js, for the TypeScript scripts that read it */
export const libVersion: string
export function miniProgramTargets(): string[]
export function miniProgramSyntaxYear(): number
