import type { NoticeType } from '@types-api/api/notice'
import { makeAutoObservable, runInAction } from 'mobx'
import { defineArea } from '@/stores/area-registry'
import { PagedList } from '@/stores/paged-list'
import { Resource } from '@/stores/resource'
import { createNoticeApi, type NoticeApi, type NoticeItem } from './notice-api'
import { NOTICE_PAGE_SIZE, countsAfterRead, unreadOf, type UnreadCounts } from './notice-rules'

/** Course and system notices: a paged list per tab, the unread counts, and reading one. */
export class NoticeStore {
  type: NoticeType = 1
  counts: UnreadCounts = { courseUnRead: 0, sysUnRead: 0 }
  readonly lists: Record<NoticeType, PagedList<NoticeItem>>

  constructor(private api: NoticeApi) {
    const pageOf = (type: NoticeType) => async (pageIndex: number) => {
      const page = await api.query({ pageIndex, pageSize: NOTICE_PAGE_SIZE, type })
      runInAction(() => (this.counts = unreadOf(page)))
      return page
    }
    this.lists = { 1: new PagedList(pageOf(1)), 2: new PagedList(pageOf(2)) }
    makeAutoObservable<NoticeStore, 'api'>(this, { api: false, lists: false })
  }

  get list(): PagedList<NoticeItem> {
    return this.lists[this.type]
  }

  select(type: NoticeType): Promise<void> {
    this.type = type
    return this.list.loaded ? Promise.resolve() : this.list.reload()
  }

  /** On open, on pull-down and back on the list: the shown tab again from page 1 (counts come with it); what is shown stays until it arrives. */
  refresh(): Promise<void> {
    return this.list.refresh()
  }

  /** Opens a notice: loads it (the server marks it read), lowers the count and marks it in the list. */
  async read(messageId: string): Promise<NoticeItem> {
    const notice = await this.api.details(messageId)
    runInAction(() => {
      const shown = [...this.lists[1].items, ...this.lists[2].items].find((n) => n.messageId === messageId)
      this.counts = countsAfterRead(this.counts, shown ?? { type: notice.type, readStatus: 0 })
      for (const list of Object.values(this.lists)) {
        list.items = list.items.map((n) => (n.messageId === messageId ? { ...n, readStatus: 1 } : n))
      }
    })
    return { ...notice, readStatus: 1 }
  }

  /** A notice page's own loader. */
  detail(messageId: string): Resource<NoticeItem> {
    return new Resource(() => this.read(messageId))
  }
}

export const noticeArea = defineArea('notice', ({ deps }) => new NoticeStore(createNoticeApi(deps.send, deps.config)))
