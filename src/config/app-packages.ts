/**
 * The page list of app.config.ts, derived from the page table (config/page-table.ts) in its order:
 * the main package's pages (the first is the launch page), then the subpackages with their pages.
 * The list is the build's platform's (Taro's TARO_ENV, read when app.config.ts is read at build
 * time): pages only H5 has (the spec's map pages) are left out of the mini-program's. A subpackage
 * left with no page is left out too.
 * Imported by app.config.ts with a relative path, as Taro's config reader bundles it (see there).
 */
import { PAGE_ENTRIES, PAGE_PACKAGES, pageFile, type PageInPackage, type PagePackage } from './page-table'

/** A subpackage as app.json lists it. */
export interface SubPackage {
  readonly root: string
  readonly pages: string[]
}

/** The pages and subpackages of one platform's app.json. */
export interface AppPackages {
  readonly pages: string[]
  readonly subPackages: SubPackage[]
}

const packages: readonly PagePackage[] = PAGE_PACKAGES

/** Whether the build for `platform` (TARO_ENV: 'weapp', 'h5') has the page. */
const builtFor = (platform: string | undefined) => (listed: string | PageInPackage): boolean => typeof listed === 'string' || !listed.h5Only || platform === 'h5'

/** A package's pages as app.json lists them, those the platform's build has. */
const listedPages = ({ pages }: PagePackage, platform: string | undefined): string[] =>
  Object.values(pages)
    .filter(builtFor(platform))
    .map((listed) => (typeof listed === 'string' ? listed : listed.page))

/** The pages and subpackages of the build for `platform`, in the table's order. */
export function appPackagesFor(platform: string | undefined): AppPackages {
  return {
    pages: packages.filter((p) => !p.root).flatMap((p) => listedPages(p, platform)),
    subPackages: packages.flatMap((p) => {
      const pages = p.root ? listedPages(p, platform) : []
      return p.root && pages.length > 0 ? [{ root: p.root, pages }] : []
    }),
  }
}

const built = appPackagesFor(process.env.TARO_ENV)

/** The main package's pages of this build, from src/: 'pages/home/home', … */
export const MAIN_PACKAGE_PAGES: string[] = built.pages

/** The subpackages of this build: their folder and their pages in it. */
export const SUB_PACKAGES: SubPackage[] = built.subPackages

/** The tab bar's pages, from src/, in table order. */
export const TAB_PAGES: string[] = PAGE_ENTRIES.filter(([, entry]) => entry.tab).map(([, entry]) => pageFile(entry))
