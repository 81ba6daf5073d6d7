import type { ReactNode } from 'react'
import { createPortal } from 'react-dom'

/**
 * Where popups are drawn. On H5 every page is its own stacking context (z-index 0) under the tab
 * bar, so a bottom popup drawn in the page is covered by it: popups go on the body instead.
 */
export const inPopupLayer = (node: ReactNode): ReactNode => (typeof document === 'undefined' ? node : createPortal(node, document.body))
