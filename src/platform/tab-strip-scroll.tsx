import { ScrollView } from '@tarojs/components'
import type { ReactNode } from 'react'

export interface TabStripScrollerProps {
  /** the id of the row of tabs inside; each tab's id is `${stripId}-${index}` */
  stripId: string
  /** the chosen tab's index */
  index: number
  className: string
  children?: ReactNode
}

/**
 * Mini-program: the row of tabs scrolls sideways in a scroll view, which brings the chosen tab into
 * view itself, scrolling only sideways.
 */
export function TabStripScroller({ stripId, index, className, children }: TabStripScrollerProps) {
  return (
    <ScrollView className={className} scrollX enhanced showScrollbar={false} scrollWithAnimation scrollIntoView={`${stripId}-${index}`}>
      {children}
    </ScrollView>
  )
}
