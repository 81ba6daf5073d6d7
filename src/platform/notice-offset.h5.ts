/**
 * H5: the sticky heads that stay below the offline notice (the `sticky-head` mixin's
 * `--below-notice`) stay below it as it is drawn: the parent's text size sets its height (a line at
 * 200% is taller than the designed $network-notice-height). Both stick to the top of the page's
 * scrolling box, so the height is the offset. Given the notice's element as React attaches it.
 */
export function followNotice(notice: unknown): void {
  const box = (notice as Element | null)?.getBoundingClientRect()
  if (box) document.documentElement.style.setProperty('--network-notice-height', `${box.height}px`)
}
