import type { Expert } from './article-calls'
import type { ArticleApi, UserIdSource } from './article-api'
import { countAfter, optimistic } from './article-rules'

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
