/**
 * The one way the storefront asks for a picture at the size it is shown: the picture service (an
 * object storage, OSS) resizes on request with `x-oss-process=image/resize,…`, so a list of 100 × 75
 * covers loads 200 × 150 pictures on a 2× screen instead of their 640 × 360 originals (WeChat's
 * experience audit, 图片大小: a picture's pixels ≤ its shown size × pixel ratio²).
 */

/** How wide the screen is in CSS px and how many device pixels make one (src/platform/screen). */
export interface PictureScreen {
  width: number
  pixelRatio: number
}

/** The stylesheets' design width: a box of `200px` in them is 200/750 of the screen's width. */
export const DESIGN_WIDTH = 750
/** Past this width (a desktop browser) the H5 layout stops growing with the window. */
const WIDEST_SCREEN = 750

/** The device pixels a box of `design` px (the stylesheets' unit) takes on `screen`, rounded up. */
export function devicePixels(design: number, screen: PictureScreen): number {
  const cssPx = (design * Math.min(Math.max(screen.width, 1), WIDEST_SCREEN)) / DESIGN_WIDTH
  return Math.ceil(cssPx * Math.max(screen.pixelRatio, 1))
}

const OSS_PROCESS = /([?&])x-oss-process=[^&#]*&?/

/**
 * `src` as the picture service serves it filled into a box of `width` × `height` design px (cropped
 * to the box's ratio from the middle, as an image with mode aspectFill shows it). Addresses that are
 * not on the web (a local file, a data: picture, none) are returned as they are.
 */
export function sizedPicture(src: string | null | undefined, width: number, height: number, screen: PictureScreen): string {
  if (!src || !/^https?:\/\//i.test(src)) return src ?? ''
  const process = `x-oss-process=image/resize,m_fill,w_${devicePixels(width, screen)},h_${devicePixels(height, screen)}`
  const hashAt = src.indexOf('#')
  const [address, hash] = hashAt < 0 ? [src, ''] : [src.slice(0, hashAt), src.slice(hashAt)]
  const bare = address.replace(OSS_PROCESS, (_m, sep: string) => sep).replace(/[?&]$/, '')
  return `${bare}${bare.includes('?') ? '&' : '?'}${process}${hash}`
}
