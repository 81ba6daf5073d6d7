import { makeAutoObservable, runInAction } from 'mobx'
import { createCall } from '@/services/http/declare'
import { defineArea } from '@/stores/area-registry'
import type { StoreDeps } from '@/stores/deps'
import { Resource } from '@/stores/resource'
import type { ShellStores } from '@/stores/root-store'
import { distributionProductOf, myShare, peopleShare, shareDetail, type DistributionProduct } from './distribution-calls'

export const DISTRIBUTION_PAGE_SIZE = 8

/** The distribution calls (spec §7): products to share, my shares and earnings, one share. */
export function createDistributionApi(deps: StoreDeps) {
  const call = createCall(deps.send, deps.config.hosts)
  return {
    peopleShare: (pageIndex: number, pageSize = DISTRIBUTION_PAGE_SIZE) =>
      call(peopleShare, { pageIndex, pageSize }).then((d) => ({ list: (d?.list ?? []).map(distributionProductOf), total: Number(d?.total) || 0 })),
    myShare: () =>
      call(myShare).then((d) => {
        if (!d) throw new Error('暂无分销信息')
        return { ...d, userId: d.userId == null ? null : String(d.userId), shares: (d.shares ?? []).map((s) => ({ ...s, shareId: String(s.shareId) })) }
      }),
    share: (id: string) => call(shareDetail, id).then((d) => ({ ...d, orders: d.orders ?? [] })),
  }
}
export type DistributionApi = ReturnType<typeof createDistributionApi>
export type MyDistribution = Awaited<ReturnType<DistributionApi['myShare']>>
export type ShareWithOrders = Awaited<ReturnType<DistributionApi['share']>>

/** The distribution programme: the product chosen to share, my earnings, the share opened. */
export class DistributionModel {
  readonly mine: Resource<MyDistribution>
  /** the product whose poster is made */
  chosen: DistributionProduct | null = null
  /** the poster page's product, looked up by its sale config ({item: null} when it is no longer on sale) */
  readonly poster: Resource<{ item: DistributionProduct | null }>
  private posterId = ''
  openShareId: string | null = null
  readonly shareDetails = new Map<string, Resource<ShareWithOrders>>()

  constructor(
    readonly api: DistributionApi,
    private readonly shell: ShellStores,
  ) {
    this.mine = new Resource(() => api.myShare())
    this.poster = new Resource(() => this.findProduct(this.posterId).then((item) => ({ item })))
    makeAutoObservable<DistributionModel, 'shell' | 'posterId'>(this, { shell: false, api: false, shareDetails: false, poster: false, posterId: false })
  }

  /** Opens the poster of a sale config: another one drops what is shown, the same one is looked up again keeping it. */
  openPoster(saleConfigId: string): Promise<void> {
    if (saleConfigId === this.posterId && this.poster.value) return this.poster.load()
    this.posterId = saleConfigId
    return this.poster.setSource(() => this.findProduct(saleConfigId).then((item) => ({ item })))
  }

  choose(item: DistributionProduct): void {
    this.chosen = item
  }

  /** Finds the product of a sale config (a poster page opened directly) among the first pages. */
  async findProduct(saleConfigId: string): Promise<DistributionProduct | null> {
    // the poster shows the parent's name and avatar, and its link needs their user id
    if (!this.shell.login.userInfo) await this.shell.login.refreshUserInfo()
    if (this.chosen?.distributionSaleConfigId === saleConfigId) return this.chosen
    for (let page = 1; page <= 5; page += 1) {
      const res = await this.api.peopleShare(page)
      const hit = res.list.find((p) => p.distributionSaleConfigId === saleConfigId)
      if (hit) {
        runInAction(() => (this.chosen = hit))
        return hit
      }
      if (page * DISTRIBUTION_PAGE_SIZE >= res.total) break
    }
    return null
  }

  /** Opens or closes one share's orders; they load the first time. */
  toggleShare(shareId: string): void {
    this.openShareId = this.openShareId === shareId ? null : shareId
    if (!this.openShareId) return
    if (!this.shareDetails.has(shareId)) this.shareDetails.set(shareId, new Resource(() => this.api.share(shareId)))
    void this.shareDetails.get(shareId)?.ensure()
  }

  detail(shareId: string): Resource<ShareWithOrders> | undefined {
    return this.shareDetails.get(shareId)
  }

  /** The sales person: the logged-in parent. */
  get salesUserId(): string | null {
    return this.shell.login.userId || this.shell.login.userInfo?.user_id || this.mine.value?.userId || null
  }

  get salesName(): string {
    return this.shell.login.userInfo?.user_name || '家长'
  }

  get salesAvatar(): string | null {
    return this.shell.login.userInfo?.avatar || null
  }
}

export const distributionArea = defineArea('distribution', ({ deps, shell }) => new DistributionModel(createDistributionApi(deps), shell))
