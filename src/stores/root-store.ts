import type { Query } from '@/utils/url'
import { AppBannerStore } from './app-banner-store'
import { CartStore } from './cart-store'
import { CityStore } from './city-store'
import type { StoreDeps } from './deps'
import { HomeStore } from './home-store'
import { FilterOptionsStore } from './filter-options-store'
import { HomeContentStore } from './home-content-store'
import { MallStore } from './mall-store'
import { ModuleListStore } from './module-list-store'
import { LoginStore } from './login-store'
import { AreaRegistry } from './area-registry'
import { rememberReferral } from './distribution-referral'
import { AccountStore } from './account-store'
import { PendingQuestionnaireStore } from './pending-questionnaire-store'

/** The shell's stores an area model may use (the logged-in user, the city, the cart badge). */
export interface ShellStores {
  readonly login: LoginStore
  readonly city: CityStore
  readonly cart: CartStore
}

/** Builds every store with injected services; no I/O until init(). */
export class RootStore implements ShellStores {
  readonly login: LoginStore
  readonly city: CityStore
  readonly cart: CartStore
  readonly home: HomeStore
  readonly appBanner: AppBannerStore
  readonly moduleList: ModuleListStore
  readonly homeContent: HomeContentStore
  readonly filterOptions: FilterOptionsStore
  readonly mall: MallStore
  /** The account tab's figures, organizations and points record. */
  readonly account: AccountStore
  /** A questionnaire waiting for the parent, popped up once per launch on the home tab. */
  readonly pendingQuestionnaire: PendingQuestionnaireStore
  /** Area models, created on first use by the area's pages (see useArea). */
  readonly areas: AreaRegistry

  constructor(readonly deps: StoreDeps) {
    this.login = new LoginStore(deps)
    this.city = new CityStore(deps)
    this.cart = new CartStore(deps)
    this.home = new HomeStore(deps)
    this.appBanner = new AppBannerStore(deps)
    this.moduleList = new ModuleListStore(deps, { organizationId: () => this.login.organizationId, city: () => this.city.city?.name ?? null })
    this.homeContent = new HomeContentStore(deps)
    this.filterOptions = new FilterOptionsStore(deps)
    this.mall = new MallStore(deps)
    this.account = new AccountStore(deps, this.login)
    this.pendingQuestionnaire = new PendingQuestionnaireStore(deps, this.login)
    this.areas = new AreaRegistry({ deps, shell: this })
  }

  /** Restores what storage holds. Login itself is started by the platform's session starter. */
  init(entryQuery: Query = {}): void {
    this.login.restore()
    rememberReferral(this.deps.storage, entryQuery, this.deps.clock.now())
    this.city.restore()
    this.appBanner.restore(entryQuery)
  }
}
