import type { StoreDeps } from './deps'
import type { ShellStores } from './root-store'

/**
 * What an area's factory may use: the injected services and the shell's stores. Area stores are
 * built from these on first use, so an area's code ships only with the area's own pages.
 */
export interface AreaContext {
  deps: StoreDeps
  shell: ShellStores
}

export interface AreaDefinition<T> {
  /** For messages and debugging only; areas are told apart by their definition object. */
  readonly name: string
  readonly create: (ctx: AreaContext) => T
}

/** Declares an area's model: one instance per app, created the first time a page of the area asks. */
export function defineArea<T>(name: string, create: (ctx: AreaContext) => T): AreaDefinition<T> {
  return { name, create }
}

/** Holds the area models created so far. */
export class AreaRegistry {
  private readonly made = new Map<AreaDefinition<unknown>, unknown>()

  constructor(private readonly ctx: AreaContext) {}

  get<T>(def: AreaDefinition<T>): T {
    if (!this.made.has(def)) this.made.set(def, def.create(this.ctx))
    return this.made.get(def) as T
  }

  /** Puts a ready-made model in place (tests hand in models built on fakes). */
  provide<T>(def: AreaDefinition<T>, model: T): void {
    this.made.set(def, model)
  }

  has(def: AreaDefinition<unknown>): boolean {
    return this.made.has(def)
  }
}
