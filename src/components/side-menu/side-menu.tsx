import { ScrollView, Text, View } from '@tarojs/components'
import './side-menu.scss'

export interface SideMenuItem {
  key: string
  label: string
}

export interface SideMenuProps {
  items: SideMenuItem[]
  /** index of the current item */
  current: number
  /** reports the chosen item and its index */
  onChange: (item: SideMenuItem, index: number) => void
  className?: string
}

/**
 * The vertical side menu (spec §2): highlights the current item and reports the chosen item and
 * its index. NutUI's SideBar also owns the content panes, so a plain scrolling column fits better
 * beside a list that pages on its own.
 */
export function SideMenu({ items, current, onChange, className = '' }: SideMenuProps) {
  return (
    <ScrollView className={`side-menu ${className}`} scrollY scrollIntoView={`side-menu-${current}`} data-testid='side-menu'>
      <View role='tablist' aria-orientation='vertical'>
        {items.map((item, index) => (
          <View
            key={item.key}
            id={`side-menu-${index}`}
            className={`side-menu__item${index === current ? ' side-menu__item--active' : ''}`}
            data-testid='side-menu-item'
            role='tab'
            aria-selected={index === current}
            onClick={() => onChange(item, index)}
          >
            <Text className='side-menu__label'>{item.label}</Text>
          </View>
        ))}
      </View>
    </ScrollView>
  )
}
