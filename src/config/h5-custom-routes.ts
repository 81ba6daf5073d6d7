/**
 * Addresses the H5 router answers besides the page paths (Taro's `router.customRoutes`, set in
 * config/index.ts through config/h5-routes.ts): page path → its addresses, the first being the one
 * the browser shows, the page path last. Derived from the page table (config/page-table.ts): a page's
 * spec address (the course list and the gift pack keep their /pages/home/… addresses while their code
 * is the pages/home-extras subpackage), then its short H5 addresses (the spec's map routes live outside
 * /pages/). Pages with neither have no entry. Imports only the table, so the build config can load it.
 */
import { PAGE_ENTRIES, pageFile, type PageEntry } from './page-table'

/** The addresses H5 answers for a page besides its path, the shown one first. */
const otherAddresses = (entry: PageEntry): string[] => [...(entry.specAddress ? [entry.specAddress] : []), ...(entry.h5Addresses ?? [])]

export const H5_CUSTOM_ROUTES: Record<string, string[]> = Object.fromEntries(
  PAGE_ENTRIES.flatMap(([, entry]) => {
    const others = otherAddresses(entry)
    const path = `/${pageFile(entry)}`
    return others.length > 0 ? [[path, [...others, path]]] : []
  }),
)
