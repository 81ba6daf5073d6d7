/**
 * H5: what the screen shows while a page's code is on its way or failed to arrive. These panels are
 * drawn over the router's pages with plain DOM, because there is no page (and no React tree of one)
 * to draw them in yet: the wait (a spinner with 加载中…) and the error with 重新加载.
 */
import { OFFLINE_TEXT } from '@/services/http/errors'
import { colors } from '@/styles/colors'

/** The error panel; the browser journey test/e2e/chunk-error.spec.ts finds it by this id. */
export const PAGE_LOAD_ERROR_ID = 'chunk-error-overlay'
export const PAGE_LOADING_ID = 'page-loading-overlay'

const PANEL_STYLE =
  `position:fixed;inset:0;display:flex;flex-direction:column;align-items:center;justify-content:center;background:${colors.pageBg};font-size:15px;color:${colors.textSecondary};`

const SPINNER =
  '<svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" style="margin-bottom:12px">' +
  `<circle cx="14" cy="14" r="11" fill="none" stroke="${colors.border}" stroke-width="3"/>` +
  `<path d="M14 3a11 11 0 0 1 11 11" fill="none" stroke="${colors.brand}" stroke-width="3" stroke-linecap="round">` +
  '<animateTransform attributeName="transform" type="rotate" from="0 14 14" to="360 14 14" dur="0.8s" repeatCount="indefinite"/>' +
  '</path></svg>'

/** What 重新加载 on the error panel does; the last one asked for wins. */
let retryAction: () => void = () => window.location.reload()

/** The error panel's text: the network's absence when the browser has none, else the page's failure. */
export const pageLoadErrorText = (online: boolean): string => (online ? '页面加载失败，请检查网络后重试' : OFFLINE_TEXT)

let retriesWhenOnline = false
/** When the network comes back while the error panel is shown, 重新加载 runs on its own. */
function retryWhenOnline(): void {
  if (retriesWhenOnline) return
  retriesWhenOnline = true
  window.addEventListener('online', () => {
    if (document.getElementById(PAGE_LOAD_ERROR_ID)) retryAction()
  })
}

const remove = (id: string): void => document.getElementById(id)?.remove()

/** Draws one panel over the pages, in place of the other one; nothing when it is already shown. */
function showPanel(id: string, other: string, role: 'status' | 'alert', zIndex: number, html: string): HTMLElement | null {
  remove(other)
  if (document.getElementById(id)) return null
  const el = document.createElement('div')
  el.id = id
  el.setAttribute('role', role)
  el.style.cssText = `${PANEL_STYLE}z-index:${zIndex};`
  el.innerHTML = html
  document.body.appendChild(el)
  return el
}

/** The wait for a page whose code has not arrived yet. */
export function showPageLoading(): void {
  showPanel(PAGE_LOADING_ID, PAGE_LOAD_ERROR_ID, 'status', 9998, `${SPINNER}<p style="margin:0;font-size:14px">加载中…</p>`)
}

/**
 * The error with 重新加载 for a page whose code could not be loaded; `retry` is what the button does,
 * and what happens on its own when the network comes back.
 */
export function showPageLoadError(retry: () => void): void {
  retryAction = retry
  retryWhenOnline()
  const el = showPanel(
    PAGE_LOAD_ERROR_ID,
    PAGE_LOADING_ID,
    'alert',
    9999,
    `<p style="margin:0 0 16px">${pageLoadErrorText(navigator.onLine !== false)}</p><button type="button" style="border:0;border-radius:22px;min-height:44px;padding:0 32px;background:${colors.brand};color:${colors.onBrand};font-size:15px">重新加载</button>`,
  )
  el?.querySelector('button')?.addEventListener('click', () => retryAction())
}

/** Takes both panels away (the page arrived, or the parent went elsewhere). */
export function hidePageLoadPanels(): void {
  remove(PAGE_LOADING_ID)
  remove(PAGE_LOAD_ERROR_ID)
}
