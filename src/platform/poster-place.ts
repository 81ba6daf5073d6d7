/** What a poster page needs to know of the platform's poster saving (see poster-save.ts / poster-save.h5.ts). */

/** How the poster reaches the parent where the page runs. */
export interface PosterPlace {
  /** a button saves it to the phone's album */
  album: boolean
  /** a button opens the share-image menu */
  shareImage: boolean
  /** the image is shown to long-press */
  longPress: boolean
  /** the native shell takes it (SHARE_POSTER / DISTRIBUTION_SAVE_POSTER) */
  native: boolean
}

export type SaveResult = 'saved' | 'refused' | 'cancelled' | 'failed'
export type PosterEvent = 'SHARE_POSTER' | 'DISTRIBUTION_SAVE_POSTER'
