import { Text, View } from '@tarojs/components'
import { useMemo, type ReactNode } from 'react'
import { TabStripScroller } from '@/platform/tab-strip-scroll'
import './tab-strip.scss'

export interface TabStripProps {
  /** each tab's title: its text, or what a tab shows beside it (a count of unread notices) */
  titles: ReactNode[]
  /** the chosen tab's index */
  value: number
  onChange: (index: number) => void
  /** a few titles sharing the row's width equally, instead of lined up from the left */
  spread?: boolean
  /** the row in a grey band between the page's white blocks, instead of a white bar */
  muted?: boolean
  className?: string
}

let seq = 0

/**
 * The tab pages' row of titles: a line under the chosen one, sideways scrolling when they do not
 * fit, the chosen one brought into view. Drawn with plain views because it is part of the home
 * and mall first screens; every page's tabs are this one row (it leaves no timer running).
 */
export function TabStrip({ titles, value, onChange, spread = false, muted = false, className = '' }: TabStripProps) {
  const id = useMemo(() => `tab-strip-${++seq}`, [])
  return (
    <TabStripScroller stripId={id} index={value} className={`tab-strip${spread ? ' tab-strip--spread' : ''}${muted ? ' tab-strip--muted' : ''} ${className}`}>
      <View className='tab-strip__row' role='tablist' id={id}>
        {titles.map((title, index) => (
          <View
            key={typeof title === 'string' ? `${index}-${title}` : index}
            id={`${id}-${index}`}
            role='tab'
            aria-selected={index === value}
            className={`tab-strip__item${index === value ? ' tab-strip__item--active' : ''}`}
            data-testid='tab-strip-item'
            onClick={() => {
              if (index !== value) onChange(index)
            }}
          >
            {typeof title === 'string' ? <Text className='tab-strip__title'>{title}</Text> : title}
          </View>
        ))}
      </View>
    </TabStripScroller>
  )
}
