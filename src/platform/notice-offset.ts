/**
 * Mini-program: the offline notice is as tall as it is designed ($network-notice-height), since
 * WeChat's font size does not scale a mini-program's text, so the sticky heads' offset below it is
 * the stylesheet's. H5: notice-offset.h5.ts.
 */
export function followNotice(_notice: unknown): void {}
