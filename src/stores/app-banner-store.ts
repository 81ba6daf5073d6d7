import { makeAutoObservable } from 'mobx'
import { StorageKey } from '@/config/storage-keys'
import { nativePlatformOf, rememberedNativePlatform } from '@/services/session/native-platform'
import { dayKey } from '@/utils/server-time'
import { shouldShowAppBanner } from '@/utils/app-banner'
import type { Query } from '@/utils/url'
import type { StoreDeps } from './deps'

export class AppBannerStore {
  isFromApp = false
  closedOn: string | null = null

  constructor(private readonly deps: StoreDeps) {
    makeAutoObservable<AppBannerStore, 'deps'>(this, { deps: false })
  }

  restore(query: Query): void {
    this.isFromApp = !!(nativePlatformOf(query) ?? rememberedNativePlatform(this.deps.session))
    this.closedOn = this.deps.storage.get(StorageKey.fixedOpenAppDate)
  }

  get visible(): boolean {
    return shouldShowAppBanner(this.isFromApp, this.closedOn, this.deps.clock.now())
  }

  /** Records today's date; the banner stays hidden until tomorrow. */
  close(): void {
    this.closedOn = dayKey(this.deps.clock.now())
    this.deps.storage.set(StorageKey.fixedOpenAppDate, this.closedOn)
  }
}
