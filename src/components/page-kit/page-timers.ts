import { getCurrentInstance } from '@tarojs/taro'
import { useEffect, useState } from 'react'

/**
 * Waits that belong to the page they were started on: "show the toast, then go back" after a save,
 * "then open the order" after a payment. The wait is dropped when its page closes, and does nothing
 * if another page is on top when it ends (the parent tapped back, or opened a page, in the
 * meantime), so it never goes back from, or replaces, a page it was not meant for. The page's own
 * unmount (page(), page-boundary.tsx) clears what is left.
 */
type Handle = ReturnType<typeof setTimeout>

const waitsByPage = new Map<string, Set<Handle>>()

/** The page on top: Taro's unique path of the page instance ('' outside a page). */
function pageOnTop(): string {
  return getCurrentInstance().router?.$taroPath ?? ''
}

/** Runs `run` after `ms`, if the page on top now is still on top then. */
export function laterOnThisPage(run: () => void, ms: number): void {
  const page = pageOnTop()
  const waits = waitsByPage.get(page) ?? new Set<Handle>()
  waitsByPage.set(page, waits)
  const handle = setTimeout(() => {
    forget(page, handle)
    if (pageOnTop() === page) run()
  }, ms)
  waits.add(handle)
}

function forget(page: string, handle: Handle): void {
  const waits = waitsByPage.get(page)
  waits?.delete(handle)
  if (waits && waits.size === 0) waitsByPage.delete(page)
}

/** Drops the waits of a page that closes. */
export function clearPageWaits(page: string): void {
  for (const handle of waitsByPage.get(page) ?? []) clearTimeout(handle)
  waitsByPage.delete(page)
}

/** For page(): the waits of this page go with it. */
export function usePageWaitsCleared(): void {
  const [page] = useState(pageOnTop)
  useEffect(() => () => clearPageWaits(page), [page])
}
