/**
 * Scrolling areas a keyboard can reach. The mini-program has no keyboard focus, so nothing is done
 * here; see scroll-regions.h5.ts.
 */
export function installScrollRegions(): void {}
