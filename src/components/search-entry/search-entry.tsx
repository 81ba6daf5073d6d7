import { Text, View } from '@tarojs/components'
import { routes } from '@/config/routes'
import { openRoute } from '@/platform/navigation'
import './search-entry.scss'

export interface SearchEntryProps {
  /** what the box says it searches: 搜索课程、商品 */
  placeholder: string
  /** the page's own background and spacing for the box */
  className?: string
}

/**
 * The rounded box at the top of a tab that opens the search page. Its magnifier is drawn in CSS
 * (a ring and a handle), not a character, so it looks the same on every phone and needs no
 * fallback font.
 */
export function SearchEntry({ placeholder, className }: SearchEntryProps) {
  return (
    <View className={`search-entry${className ? ` ${className}` : ''}`} data-testid='search-entry' onClick={() => void openRoute(routes.search())}>
      <View className='search-entry__icon' />
      <Text className='search-entry__text'>{placeholder}</Text>
    </View>
  )
}
