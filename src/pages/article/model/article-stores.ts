import type { ArticleComment, ArticleDetail, ArticleModuleSetting, ArticleSummary, ArticleType, Expert, InterestTag } from '@types-api/api/article'
import { makeAutoObservable, runInAction } from 'mobx'
import { PagedList } from '@/stores/paged-list'
import { Resource } from '@/stores/resource'
import type { ArticleApi } from './article-api'
import {
  ARTICLE_LIMIT,
  COMMENT_LIMIT,
  OPERATE,
  REPLY_LIMIT,
  RECOMMEND_TAB,
  byPage,
  commentProblem,
  countAfter,
  giveTypeFor,
  moduleRows,
  moduleSaveMethod,
  moduleSettings,
  moveModule,
  optimistic,
  orderedTabs,
  toggleModule,
  type ModuleRow,
} from './article-rules'

/** Who is asking: the logged-in parent's user id (loaded once when not known yet). */
export type UserIdSource = () => Promise<string>

/** The article list: tabs (recommend first, then the parent's module order), a search title, pages of 3. */
export class ArticleListStore {
  /** the server's article types */
  readonly tabs: Resource<ArticleType[]>
  /** the parent's saved module order; null while the parent has none (or it could not be read) */
  saved: ArticleModuleSetting[] | null = null
  /** the module editor's rows while it is open */
  editing: ModuleRow[] | null = null
  savingModules = false
  tabId = 1
  title = ''
  readonly list: PagedList<ArticleSummary>

  constructor(
    private api: ArticleApi,
    private userId: UserIdSource,
  ) {
    this.tabs = new Resource(() => this.fetchTabs())
    this.list = new PagedList(this.fetcher())
    makeAutoObservable<ArticleListStore, 'api' | 'userId'>(this, { api: false, userId: false, tabs: false, list: false })
  }

  /** The types and the parent's order together; without an order the server's order stands. */
  private async fetchTabs(): Promise<ArticleType[]> {
    const [types, saved] = await Promise.all([this.api.types(), this.userId().then((u) => this.api.moduleOrder(u)).catch(() => null)])
    runInAction(() => (this.saved = saved))
    return types
  }

  private fetcher() {
    const parentArticleTypeId = this.tabId
    const articleTitle = this.title.trim() || undefined
    return byPage(ARTICLE_LIMIT, (p) => this.api.list({ parentArticleTypeId, articleTitle, ...p }))
  }

  get tabList(): ArticleType[] {
    return orderedTabs(this.tabs.value ?? [], this.saved)
  }

  /** On open and on pull-down: the tabs once, and page 1 of the list (what is shown stays until it arrives). */
  open(): Promise<void> {
    void this.tabs.ensure()
    return this.list.refresh()
  }

  selectTab(id: number): Promise<void> {
    this.tabId = id
    return this.list.setSource(this.fetcher())
  }

  search(title: string): Promise<void> {
    this.title = title
    return this.list.setSource(this.fetcher())
  }

  /** Opens the module editor on the current order. */
  editModules(): void {
    this.editing = moduleRows(this.tabs.value ?? [], this.saved)
  }

  closeEditor(): void {
    this.editing = null
  }

  moveModule(articleTypeId: number, delta: -1 | 1): void {
    if (this.editing) this.editing = moveModule(this.editing, articleTypeId, delta)
  }

  toggleModule(articleTypeId: number): void {
    if (this.editing) this.editing = toggleModule(this.editing, articleTypeId)
  }

  /**
   * Saves the edited order: the tabs change at once; the first save creates the parent's module
   * list (POST module), later ones reorder it (PUT module/order). On failure the previous order
   * comes back and the error is passed on. A hidden current tab gives way to recommend.
   */
  async saveModules(): Promise<void> {
    const rows = this.editing
    if (!rows || this.savingModules) return
    const previous = this.saved
    const modules = moduleSettings(rows)
    const method = moduleSaveMethod(previous)
    this.savingModules = true
    this.editing = null
    if (!rows.some((r) => r.shown && r.type.articleTypeId === this.tabId)) void this.selectTab(RECOMMEND_TAB.articleTypeId)
    try {
      await optimistic(
        () => previous,
        (v) => runInAction(() => (this.saved = v)),
        modules,
        async () => {
          const req = { userId: await this.userId(), modules }
          return method === 'POST' ? this.api.createModules(req) : this.api.saveModuleOrder(req)
        },
      )
    } finally {
      runInAction(() => (this.savingModules = false))
    }
  }
}

/** The parent's interest tags: chosen once (asked on first visit), editable later. */
export class InterestTagStore {
  tags: InterestTag[] = []
  chosen = true
  picked: number[] = []
  saving = false

  constructor(
    private api: ArticleApi,
    private userId: UserIdSource,
  ) {
    makeAutoObservable<InterestTagStore, 'api' | 'userId'>(this, { api: false, userId: false })
  }

  async load(): Promise<void> {
    const r = await this.api.userTags(await this.userId())
    runInAction(() => {
      this.tags = r.tags
      this.chosen = r.chosen
      this.picked = r.tags.filter((t) => t.selected === 1).map((t) => t.tagId)
    })
  }

  toggle(tagId: number): void {
    this.picked = this.picked.includes(tagId) ? this.picked.filter((id) => id !== tagId) : [...this.picked, tagId]
  }

  async save(): Promise<void> {
    this.saving = true
    try {
      await this.api.saveUserTags({ userId: await this.userId(), tagIds: this.picked })
      runInAction(() => {
        this.chosen = true
        this.tags = this.tags.map((t) => ({ ...t, selected: this.picked.includes(t.tagId) ? 1 : 0 }))
      })
    } finally {
      runInAction(() => (this.saving = false))
    }
  }
}

/** One article: body, like, favorite, follow (optimistic, rolled back on failure), related. */
export class ArticleDetailStore {
  readonly article: Resource<ArticleDetail>
  readonly related: Resource<ArticleSummary[]>
  busy = { like: false, favorite: false, follow: false }

  constructor(
    private api: ArticleApi,
    private userId: UserIdSource,
    readonly id: string,
  ) {
    this.article = new Resource(async () => api.details(id, await userId()))
    this.related = new Resource(() => api.related(id, 3))
    makeAutoObservable<ArticleDetailStore, 'api' | 'userId'>(this, { api: false, userId: false, article: false, related: false })
  }

  load(): Promise<void> {
    void this.related.load()
    return this.article.load()
  }

  private patch(p: Partial<ArticleDetail>): void {
    const a = this.article.value
    if (a) this.article.set({ ...a, ...p })
  }

  private async operate(kind: 'like' | 'favorite'): Promise<void> {
    const a = this.article.value
    if (!a || this.busy[kind]) return
    this.busy[kind] = true
    const on = (kind === 'like' ? a.likeStatus : a.favoriteStatus) !== 1
    const status: 0 | 1 = on ? 1 : 0
    const next: Partial<ArticleDetail> =
      kind === 'like' ? { likeStatus: status, likeCount: countAfter(a.likeCount, on) } : { favoriteStatus: status, favoriteCount: countAfter(a.favoriteCount, on) }
    const previous: Partial<ArticleDetail> = kind === 'like' ? { likeStatus: a.likeStatus, likeCount: a.likeCount } : { favoriteStatus: a.favoriteStatus, favoriteCount: a.favoriteCount }
    try {
      await optimistic(
        () => previous,
        (v) => this.patch(v),
        next,
        async () => this.api.operate({ parentArticleId: this.id, userId: await this.userId(), type: OPERATE[kind], status }),
      )
    } finally {
      runInAction(() => (this.busy[kind] = false))
    }
  }

  /** Like (operate type 0) or take the like back. */
  toggleLike(): Promise<void> {
    return this.operate('like')
  }

  /** Favorite (operate type 1) or take it out of favorites. */
  toggleFavorite(): Promise<void> {
    return this.operate('favorite')
  }

  async toggleFollow(): Promise<void> {
    const a = this.article.value
    if (!a || this.busy.follow) return
    this.busy.follow = true
    try {
      await toggleFollow(this.api, this.userId, a.expert, (e) => this.patch({ expert: e }))
    } finally {
      runInAction(() => (this.busy.follow = false))
    }
  }
}

/** Follows or unfollows an expert optimistically; the shown expert goes back on failure. */
export async function toggleFollow(api: ArticleApi, userId: UserIdSource, expert: Expert, show: (e: Expert) => void): Promise<void> {
  const on = expert.followStatus !== 1
  await optimistic(
    () => expert,
    show,
    { ...expert, followStatus: on ? 1 : 0, fansCount: countAfter(expert.fansCount, on) },
    async () => api.follow(expert.expertId, await userId(), on ? 1 : 0),
  )
}

/** A thread's replies, paged. */
export class ReplyThread {
  readonly list: PagedList<ArticleComment>
  open = false

  constructor(api: ArticleApi, userId: UserIdSource, readonly parentCommentId: string) {
    this.list = new PagedList(byPage(REPLY_LIMIT, async (p) => api.replies({ parentCommentId, userId: await userId(), ...p })))
    makeAutoObservable(this, { list: false })
  }

  show(): Promise<void> {
    this.open = true
    return this.list.loaded ? Promise.resolve() : this.list.reload()
  }
}

/** Comments on an article: paged, with replies, writing, likes and deleting one's own. */
export class CommentStore {
  readonly list: PagedList<ArticleComment>
  readonly threads = new Map<string, ReplyThread>()
  draft = ''
  replyTo: ArticleComment | null = null
  sending = false
  me = ''

  constructor(
    private api: ArticleApi,
    private userId: UserIdSource,
    readonly articleId: string,
  ) {
    this.list = new PagedList(byPage(COMMENT_LIMIT, async (p) => api.comments({ parentArticleId: articleId, userId: await userId(), ...p })))
    makeAutoObservable<CommentStore, 'api' | 'userId'>(this, { api: false, userId: false, list: false })
  }

  async load(): Promise<void> {
    const me = await this.userId().catch(() => '')
    runInAction(() => {
      this.me = me
      this.threads.clear()
    })
    await this.list.reload()
  }

  thread(c: ArticleComment): ReplyThread {
    let t = this.threads.get(c.commentId)
    if (!t) {
      t = new ReplyThread(this.api, this.userId, c.commentId)
      this.threads.set(c.commentId, t)
    }
    return t
  }

  setDraft(text: string): void {
    this.draft = text
  }

  startReply(c: ArticleComment | null): void {
    this.replyTo = c
  }

  get problem(): string {
    return commentProblem(this.draft)
  }

  /** Sends the draft as a comment or a reply; throws the reason when it cannot. */
  async send(): Promise<ArticleComment> {
    const problem = this.problem
    if (problem) throw new Error(problem)
    if (this.sending) throw new Error('正在发送')
    this.sending = true
    const replyTo = this.replyTo
    try {
      const saved = await this.api.saveComment({
        parentArticleId: this.articleId,
        parentCommentId: replyTo ? replyTo.parentCommentId || replyTo.commentId : '',
        userId: await this.userId(),
        content: this.draft.trim(),
      })
      runInAction(() => {
        this.draft = ''
        this.replyTo = null
        if (saved.parentCommentId) {
          const top = this.list.items.find((c) => c.commentId === saved.parentCommentId)
          if (top) this.replaceIn(this.list, { ...top, sonCount: top.sonCount + 1 })
          const t = this.threads.get(saved.parentCommentId)
          if (t?.list.loaded) {
            t.list.items = [saved, ...t.list.items]
            t.list.total += 1
          }
        } else {
          this.list.items = [saved, ...this.list.items]
          this.list.total += 1
        }
      })
      return saved
    } finally {
      runInAction(() => (this.sending = false))
    }
  }

  private replaceIn(list: PagedList<ArticleComment>, c: ArticleComment): void {
    list.items = list.items.map((x) => (x.commentId === c.commentId ? c : x))
  }

  private listOf(c: ArticleComment): PagedList<ArticleComment> {
    return c.parentCommentId ? this.thread({ ...c, commentId: c.parentCommentId }).list : this.list
  }

  /** Like (type 1) or unlike (type 2), optimistic with rollback. */
  async give(c: ArticleComment): Promise<void> {
    const list = this.listOf(c)
    const type = giveTypeFor(c)
    const on = type === 1
    const next: ArticleComment = { ...c, giveStatus: on ? 1 : 0, giveCount: countAfter(c.giveCount, on) }
    await optimistic(
      () => c,
      (v) => this.replaceIn(list, v),
      next,
      async () => this.api.give({ commentId: c.commentId, userId: await this.userId(), type }),
    )
  }

  /** Deletes one's own comment: a status update with dataStatus 3; gone from the list after. */
  async remove(c: ArticleComment): Promise<void> {
    await this.api.updateCommentStatus({ commentId: c.commentId, userId: await this.userId(), dataStatus: 3 })
    runInAction(() => {
      const list = this.listOf(c)
      list.items = list.items.filter((x) => x.commentId !== c.commentId)
      list.total = Math.max(0, list.total - 1)
      if (c.parentCommentId) {
        const top = this.list.items.find((x) => x.commentId === c.parentCommentId)
        if (top) this.replaceIn(this.list, { ...top, sonCount: Math.max(0, top.sonCount - 1) })
      }
    })
  }
}

/** An expert's card and articles. */
export class ExpertStore {
  readonly expert: Resource<Expert>
  readonly articles: PagedList<ArticleSummary>
  following = false

  constructor(
    private api: ArticleApi,
    private userId: UserIdSource,
    readonly expertId: string,
    pageSize: number,
  ) {
    this.expert = new Resource(async () => api.expert(expertId, await userId()))
    this.articles = new PagedList(byPage(pageSize, (p) => api.expertArticles({ expertId, ...p })))
    makeAutoObservable<ExpertStore, 'api' | 'userId'>(this, { api: false, userId: false, expert: false, articles: false })
  }

  load(): Promise<void> {
    void this.articles.reload()
    return this.expert.load()
  }

  async toggleFollow(): Promise<void> {
    const e = this.expert.value
    if (!e || this.following) return
    this.following = true
    try {
      await toggleFollow(this.api, this.userId, e, (v) => this.expert.set(v))
    } finally {
      runInAction(() => (this.following = false))
    }
  }
}
