/**
 * Whether the browser has a network: navigator.onLine at start and its `online` / `offline` events
 * (what a phone's browser, and Playwright's offline mode, report). Mini-program: network.ts.
 */

/** Calls `report` with whether there is a network now, and again each time that changes. */
export function watchNetwork(report: (online: boolean) => void): void {
  report(navigator.onLine !== false)
  window.addEventListener('online', () => report(true))
  window.addEventListener('offline', () => report(false))
}
