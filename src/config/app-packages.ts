/**
 * The page list of app.config.ts, derived from the page table (config/page-table.ts) in its order:
 * the main package's pages (the first is the launch page), then the subpackages with their pages.
 * Imported by app.config.ts with a relative path, as Taro's config reader bundles it (see there).
 */
import { PAGE_ENTRIES, PAGE_PACKAGES, pageFile, type PagePackage } from './page-table'

/** A subpackage as app.json lists it. */
export interface SubPackage {
  readonly root: string
  readonly pages: string[]
}

const packages: readonly PagePackage[] = PAGE_PACKAGES

/** A package's pages as app.json lists them. */
const listedPages = ({ pages }: PagePackage): string[] => Object.values(pages).map((listed) => (typeof listed === 'string' ? listed : listed.page))

/** The main package's pages, from src/: 'pages/home/home', … */
export const MAIN_PACKAGE_PAGES: string[] = packages.filter((p) => !p.root).flatMap(listedPages)

/** The subpackages: their folder and their pages in it. */
export const SUB_PACKAGES: SubPackage[] = packages.flatMap((p) => (p.root ? [{ root: p.root, pages: listedPages(p) }] : []))

/** The tab bar's pages, from src/, in table order. */
export const TAB_PAGES: string[] = PAGE_ENTRIES.filter(([, entry]) => entry.tab).map(([, entry]) => pageFile(entry))
