import type { InterestTag } from './article-calls'
import { makeAutoObservable, runInAction } from 'mobx'
import type { ArticleApi, UserIdSource } from './article-api'

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
