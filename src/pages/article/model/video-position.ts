/** Where a video article's position is kept. */
export const videoPositionKey = (id: string): string => `article_video_pos_${id}`

/** The second to resume at from a stored value; 0 for nothing or nonsense. */
export function resumeAt(stored: string | null | undefined): number {
  const n = Number(stored)
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0
}
