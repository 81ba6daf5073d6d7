import type { Query } from '@/utils/url'
import { AppBannerStore } from './app-banner-store'
import { CartStore } from './cart-store'
import { CheckoutStore } from './checkout-store'
import { CityStore } from './city-store'
import type { StoreDeps } from './deps'
import { HomeStore } from './home-store'
import { LoginStore } from './login-store'
import { PayStore } from './pay-store'

/** Builds every store with injected services; no I/O until init(). */
export class RootStore {
  readonly login: LoginStore
  readonly city: CityStore
  readonly cart: CartStore
  readonly home: HomeStore
  readonly appBanner: AppBannerStore
  readonly checkout: CheckoutStore
  readonly pay: PayStore

  constructor(readonly deps: StoreDeps) {
    this.login = new LoginStore(deps)
    this.city = new CityStore(deps)
    this.cart = new CartStore(deps)
    this.home = new HomeStore(deps)
    this.appBanner = new AppBannerStore(deps)
    this.checkout = new CheckoutStore(deps)
    this.pay = new PayStore(deps)
  }

  /** Restores what storage holds. Login itself is started by the platform's session starter. */
  init(entryQuery: Query = {}): void {
    this.login.restore()
    this.city.restore()
    this.appBanner.restore(entryQuery)
  }
}
