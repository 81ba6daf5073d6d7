/**
 * H5: the sticky heads that move below the offline notice (the `sticky-head` mixin's
 * `--below-notice`) go below the notice as it is drawn: the parent's text size sets its height (a
 * line at 200% is taller than the designed $network-notice-height), and in a native app's web view
 * it starts below the status bar. Given the notice's element as React attaches it.
 */
export function followNotice(notice: unknown): void {
  const box = (notice as Element | null)?.getBoundingClientRect()
  if (box) document.documentElement.style.setProperty('--network-notice-bottom', `${box.bottom}px`)
}
