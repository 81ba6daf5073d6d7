import { makeAutoObservable, runInAction } from 'mobx'
import { errorText } from '@/services/http/errors'
import type { LoadStatus } from './load-status'

/**
 * One thing loaded from a service: idle → loading → ready | error, with retry. The last value
 * stays while a reload runs or fails (nothing on screen is lost on a failed refresh); answers of
 * an older load are dropped.
 */
export class Resource<T> {
  status: LoadStatus = 'idle'
  value: T | null = null
  /** the last failure itself (for its kind, e.g. not found); null when none */
  failure: unknown = null
  private generation = 0

  constructor(private fetcher: () => Promise<T>) {
    makeAutoObservable<Resource<T>, 'fetcher' | 'generation'>(this, { fetcher: false, generation: false })
  }

  /** Chinese text of the last failure, '' when none. */
  get error(): string {
    return this.status === 'error' ? errorText(this.failure) : ''
  }

  get loading(): boolean {
    return this.status === 'loading'
  }

  get ready(): boolean {
    return this.value !== null
  }

  /** Whether the last load has answered, with a value or a failure (neither idle nor loading). */
  get answered(): boolean {
    return this.status === 'ready' || this.status === 'error'
  }

  /** Loads (again); resolves when done, never rejects. */
  async load(): Promise<void> {
    const gen = ++this.generation
    this.status = 'loading'
    this.failure = null
    try {
      const value = await this.fetcher()
      runInAction(() => {
        if (gen !== this.generation) return
        this.value = value
        this.status = 'ready'
      })
    } catch (e) {
      runInAction(() => {
        if (gen !== this.generation) return
        this.failure = e
        this.status = 'error'
      })
    }
  }

  /** Loads only if nothing was loaded yet. */
  ensure(): Promise<void> {
    return this.status === 'idle' ? this.load() : Promise.resolve()
  }

  /** Changes the value in place (an optimistic update, or the server's answer to an action). */
  set(value: T): void {
    this.value = value
  }

  /** Drops the value and any answer still on its way, back to idle (a new source chosen, not loaded yet). */
  clear(): void {
    this.generation++
    this.value = null
    this.failure = null
    this.status = 'idle'
  }

  /** Points at another source (a new id) and loads it, dropping the old value. */
  setSource(fetcher: () => Promise<T>): Promise<void> {
    this.fetcher = fetcher
    this.value = null
    return this.load()
  }
}
