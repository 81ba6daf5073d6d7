import { observable, runInAction, type IObservableValue } from 'mobx'
import type { Query } from '@/utils/url'
import { AppBannerStore } from './app-banner-store'
import { CityStore } from './city-store'
import type { StoreDeps } from './deps'
import { HomeStore } from './home-store'
import { HomeContentStore } from './home-content-store'
import { HomeHeadStart } from './home-head-start'
import { ModuleListStore } from './module-list-store'
import { LoginStore } from './login-store'
import { AreaRegistry } from './area-registry'
import { rememberReferral } from './distribution-referral'
import { PendingQuestionnaireStore } from './pending-questionnaire-store'

/**
 * The shell's stores an area model may use (the logged-in user, the city), and the area models, for
 * one that uses a shared model (a product's detail page adds to the cart).
 */
export interface ShellStores {
  readonly login: LoginStore
  readonly city: CityStore
  readonly areas: Pick<AreaRegistry, 'get'>
}

/**
 * The stores that hold what one parent sees: built anew when another parent, or nobody, is
 * logged in after the session ended (the LoginStore decides by user id).
 */
interface ParentStores {
  readonly pendingQuestionnaire: PendingQuestionnaireStore
  readonly moduleList: ModuleListStore
}

/**
 * Builds every store with injected services; no I/O until init().
 *
 * What belongs to the parent (the pending questionnaire, the home lists with their organization
 * and filters, and the area models that hold a parent's data, the cart and the account pages'
 * among them) is dropped when the parent changes: the parent's stores are replaced by new ones, so
 * an answer still on its way for the previous parent lands in a store nobody shows, and the area
 * models are built anew on next use. An organization switch drops the area models that hold the
 * organization's data (not the account pages', which make the switch). What belongs to the phone
 * or to everyone stays: the city, the app banner, the category tabs, the promos, and the area
 * models of what everyone sees (the mall, the home's filter choices; see AreaLifetime).
 */
export class RootStore implements ShellStores {
  readonly login: LoginStore
  readonly city: CityStore
  readonly home: HomeStore
  readonly appBanner: AppBannerStore
  readonly homeContent: HomeContentStore
  /** The home's first loads when the app launches on it (taken by the home page) */
  readonly homeHeadStart = new HomeHeadStart()
  /** Area models, created on first use by the area's pages (see useArea). */
  readonly areas: AreaRegistry
  /** Observable, so that what shows them draws the new ones when the parent changes. */
  private readonly parent: IObservableValue<ParentStores>

  constructor(readonly deps: StoreDeps) {
    this.login = new LoginStore(deps, {
      parentChanged: () => this.parentChanged(),
      organizationChanged: () => this.areas.clearForOrganizationSwitch(),
    })
    this.city = new CityStore(deps)
    this.home = new HomeStore(deps)
    this.appBanner = new AppBannerStore(deps)
    this.homeContent = new HomeContentStore(deps)
    this.parent = observable.box(this.parentStores(), { deep: false })
    this.areas = new AreaRegistry({ deps, shell: this })
  }

  /** A questionnaire waiting for the parent, popped up once per launch on the home tab. */
  get pendingQuestionnaire(): PendingQuestionnaireStore {
    return this.parent.get().pendingQuestionnaire
  }

  /** The home tab's product lists (by the parent's organization, with the parent's filters). */
  get moduleList(): ModuleListStore {
    return this.parent.get().moduleList
  }

  /** Restores what storage holds. Login itself is started by the platform's session starter. */
  init(entryQuery: Query = {}): void {
    this.login.restore()
    rememberReferral(this.deps.storage, entryQuery, this.deps.clock.now())
    this.city.restore()
    this.appBanner.restore(entryQuery)
    this.homeContent.restore()
  }

  /** Starts the home's first loads before its page is built (the app, launching on the home). */
  startHomeLoads(): void {
    this.homeHeadStart.start(this)
  }

  private parentStores(): ParentStores {
    const { deps } = this
    return {
      pendingQuestionnaire: new PendingQuestionnaireStore(deps, this.login),
      moduleList: new ModuleListStore(deps, { organizationId: () => this.login.organizationId, city: () => this.city.city?.name ?? null }),
    }
  }

  /** Another parent, or nobody: nothing of the previous parent's stays in memory. */
  private parentChanged(): void {
    runInAction(() => this.parent.set(this.parentStores()))
    this.areas.clear()
  }
}
