import { observable, runInAction } from 'mobx'
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

/**
 * How long an area's model lives:
 * - 'organization' (the default): it holds the parent's data of one organization; an organization
 *   switch or another parent drops it;
 * - 'parent': it holds the parent's data whatever the organization (and may make the switch
 *   itself); only another parent drops it;
 * - 'app': it holds what everyone sees (no parent's data); it stays for the app's life.
 */
export type AreaLifetime = 'organization' | 'parent' | 'app'

export interface AreaOptions {
  readonly lifetime?: AreaLifetime
}

export interface AreaDefinition<T> extends AreaOptions {
  /** For messages and debugging only; areas are told apart by their definition object. */
  readonly name: string
  readonly create: (ctx: AreaContext) => T
}

/** Declares an area's model: one instance per app, created the first time a page of the area asks. */
export function defineArea<T>(name: string, create: (ctx: AreaContext) => T, options: AreaOptions = {}): AreaDefinition<T> {
  return { name, create, ...options }
}

/**
 * Holds the area models created so far. `clear()` drops those that hold a parent's data (another
 * parent logged in); `clearForOrganizationSwitch()` drops those of the organization. Each is built
 * anew on its next use, and what showed an old one (an observer that asked with get) draws again
 * and asks for the new one.
 */
export class AreaRegistry {
  private made = new Map<AreaDefinition<unknown>, unknown>()
  /** Bumped when models are dropped; read by get() and has(), so that observers follow it. */
  private readonly generation = observable.box(0)

  constructor(private readonly ctx: AreaContext) {}

  get<T>(def: AreaDefinition<T>): T {
    this.generation.get()
    if (!this.made.has(def)) this.made.set(def, def.create(this.ctx))
    return this.made.get(def) as T
  }

  /** Puts a ready-made model in place (tests hand in models built on fakes). */
  provide<T>(def: AreaDefinition<T>, model: T): void {
    this.made.set(def, model)
  }

  has(def: AreaDefinition<unknown>): boolean {
    this.generation.get()
    return this.made.has(def)
  }

  /** Drops every model that holds a parent's data; none of it is reachable from the app any more. */
  clear(): void {
    this.keepOnly(['app'])
  }

  /** Drops the models that hold one organization's data. */
  clearForOrganizationSwitch(): void {
    this.keepOnly(['parent', 'app'])
  }

  private keepOnly(lifetimes: readonly AreaLifetime[]): void {
    this.made = new Map([...this.made].filter(([def]) => lifetimes.includes(def.lifetime ?? 'organization')))
    runInAction(() => this.generation.set(this.generation.get() + 1))
  }
}
