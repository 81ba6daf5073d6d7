import type { Compiler } from 'webpack'

export class CustomizationGuardPlugin {
  constructor(options: { guards: { name: string; tests: RegExp[] }[] })
  apply(compiler: Compiler): void
}
