/**
 * Where popups mount. On H5 every page is its own stacking context (z-index 0) under the tab bar,
 * so a bottom popup mounted in the page is covered by it: mount popups on the body instead.
 */
export const popupPortal = (): HTMLElement | undefined => (typeof document === 'undefined' ? undefined : document.body)
