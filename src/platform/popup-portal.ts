import type { ReactNode } from 'react'

/**
 * Where popups are drawn. In the mini-program the native tab bar sits outside the page, so popups
 * stay in the page, right where they are.
 */
export const inPopupLayer = (node: ReactNode): ReactNode => node
