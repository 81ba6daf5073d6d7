/** See poster-save.ts. In a browser the poster is an <img> to long-press; the native shell takes it by event. */
import { postToNative } from './native-bridge'
import type { PosterEvent, PosterPlace, SaveResult } from './poster-place'

export type { PosterEvent, PosterPlace, SaveResult } from './poster-place'

export const posterPlace = (inNativeShell: boolean): PosterPlace => ({ album: false, shareImage: false, longPress: true, native: inNativeShell })

/** Hands the poster (a PNG data URL) to the native shell, which saves or shares it. */
export async function savePoster(image: string, event: PosterEvent): Promise<SaveResult> {
  return postToNative(event, { image }) ? 'saved' : 'failed'
}

export async function sharePosterImage(image: string): Promise<void> {
  postToNative('SHARE_POSTER', { image })
}
