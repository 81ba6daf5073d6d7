import { Text, View } from '@tarojs/components'
import { useMemo } from 'react'
import { TabStripScroller } from '@/platform/tab-strip-scroll'
import './tab-strip.scss'

export interface TabStripProps {
  titles: string[]
  /** the chosen tab's index */
  value: number
  onChange: (index: number) => void
  /** a few titles sharing the row's width equally, instead of lined up from the left */
  spread?: boolean
  className?: string
}

let seq = 0

/**
 * The tab pages' row of titles: a line under the chosen one, sideways scrolling when they do not
 * fit, the chosen one brought into view. Drawn with plain views because it is part of the home
 * and mall first screens.
 */
export function TabStrip({ titles, value, onChange, spread = false, className = '' }: TabStripProps) {
  const id = useMemo(() => `tab-strip-${++seq}`, [])
  return (
    <TabStripScroller stripId={id} index={value} className={`tab-strip${spread ? ' tab-strip--spread' : ''} ${className}`}>
      <View className='tab-strip__row' role='tablist' id={id}>
        {titles.map((title, index) => (
          <View
            key={`${index}-${title}`}
            id={`${id}-${index}`}
            role='tab'
            aria-selected={index === value}
            className={`tab-strip__item${index === value ? ' tab-strip__item--active' : ''}`}
            data-testid='tab-strip-item'
            onClick={() => {
              if (index !== value) onChange(index)
            }}
          >
            <Text className='tab-strip__title'>{title}</Text>
          </View>
        ))}
      </View>
    </TabStripScroller>
  )
}
