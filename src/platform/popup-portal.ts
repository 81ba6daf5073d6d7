/**
 * Where popups mount. In the mini-program the native tab bar sits outside the page, so popups stay
 * in the page (undefined).
 */
export const popupPortal = (): HTMLElement | undefined => undefined
