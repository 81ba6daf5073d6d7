/**
 * Pages whose code lives in a subpackage folder other than the address the spec gives them. The
 * comprehensive-course list and the new-user gift pack keep their addresses /pages/home/course and
 * /pages/home/gift-bag, but a mini-program subpackage may not share the home tab's folder, so their
 * code sits in pages/home-extras and loads only when one of them opens. H5 answers the spec address
 * (config/h5-custom-routes.ts makes it the address the browser shows); in the mini-program every
 * internal navigation and every outside link (a banner, a share, a short link) is sent to the package
 * path. The pairs come from the page table's spec addresses (config/page-table.ts).
 */
import { PAGE_ENTRIES, pageFile } from './page-table'

/** Spec address → package path: '/pages/home/course' → '/pages/home-extras/course'. */
export const MOVED_PAGES: Readonly<Record<string, string>> = Object.fromEntries(
  PAGE_ENTRIES.flatMap(([, entry]) => (entry.specAddress ? [[entry.specAddress, `/${pageFile(entry)}`]] : [])),
)

const withSlash = (path: string): string => (path.startsWith('/') ? path : `/${path}`)

/** The package path of an address (query kept); addresses of pages that did not move come back as they are. */
export function packagePath(url: string): string {
  const cut = url.search(/[?#]/)
  const path = cut < 0 ? url : url.slice(0, cut)
  const moved = MOVED_PAGES[withSlash(path)]
  return moved ? moved + (cut < 0 ? '' : url.slice(cut)) : url
}
