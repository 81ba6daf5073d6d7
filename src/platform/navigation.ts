import Taro from '@tarojs/taro'
import { packagePath } from '@/config/moved-pages'
import { PAGE_ENTRIES, pageAddress } from '@/config/page-table'
import { routes } from '@/config/routes'
import { withQuery } from '@/utils/url'

/** The tabs' paths (home, mall and my account): the tab pages of the page table. */
export const TAB_ROUTES: readonly string[] = PAGE_ENTRIES.filter(([, entry]) => entry.tab).map(([, entry]) => pageAddress(entry))

/** An address no page answers to: the not-found page, which names it and leads home. */
export function showNotFound(path: string): Promise<unknown> {
  return Taro.redirectTo({ url: routes.notFound({ path }) })
}

/**
 * The mini-program opened an address no page answers to (a share, a QR code, a stale link): a page
 * that moved to a subpackage folder opens at its package path, anything else shows not-found.
 */
export function openMissingPage(path: string, query: Record<string, string> = {}): Promise<unknown> {
  const moved = packagePath(path)
  if (moved === path) return showNotFound(path)
  return Taro.redirectTo({ url: withQuery(moved, query) })
}

/** The home tab with a fresh page stack. */
export function goHome(): Promise<unknown> {
  return Taro.reLaunch({ url: routes.home() })
}

/** Back if there is history, otherwise the home tab (spec §2). */
export function goBack(pageCount: number = Taro.getCurrentPages().length): Promise<unknown> {
  if (pageCount > 1) return Taro.navigateBack({ delta: 1 })
  return Taro.switchTab({ url: routes.home() })
}

/** How many pages are on the stack (0 where the router cannot say). */
function currentPageCount(): number {
  try {
    return Taro.getCurrentPages().length
  } catch {
    return 0
  }
}

/** WeChat keeps at most 10 pages on the stack; navigateTo fails beyond that. */
export const PAGE_STACK_LIMIT = 10

/**
 * Opens an internal route, switching tabs where the route is a tab. When the page stack is full,
 * the new page replaces the current one instead of failing.
 */
export function openRoute(address: string, pageCount: number = currentPageCount()): Promise<unknown> {
  const url = packagePath(address)
  const path = url.split('?')[0]
  if (TAB_ROUTES.includes(path)) return Taro.switchTab({ url: path })
  if (pageCount >= PAGE_STACK_LIMIT) return Taro.redirectTo({ url })
  return Taro.navigateTo({ url })
}

/**
 * Replaces the current page with an internal route, so back does not return to it (a short link
 * opening its target): a tab by switchTab, a page kept at its spec address at its package path.
 */
export function replaceRoute(address: string): Promise<unknown> {
  const url = packagePath(address)
  const path = url.split('?')[0]
  if (TAB_ROUTES.includes(path)) return Taro.switchTab({ url: path })
  return Taro.redirectTo({ url })
}
