import { useReachBottom } from '@tarojs/taro'
import { useState } from 'react'
import { DrawnRows } from '@/stores/drawn-rows'

/**
 * A page's list that its store holds whole (the cart, the points record), drawn a screenful at a
 * time: a screenful more each time the page reaches its bottom. Draw it with `ListFooter`, as a
 * paged list. (A list in its own scroll region, like choose-city's, calls `loadMore` itself.)
 */
export function useDrawnRows<T>(rows: () => readonly T[], step: number): DrawnRows<T> {
  const [drawn] = useState(() => new DrawnRows(rows, step))
  useReachBottom(() => void drawn.loadMore())
  return drawn
}
