import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import './kv-cell.scss'

export interface KvCellProps {
  label: ReactNode
  /** a second, smaller line under the label (a date, a hint) */
  description?: ReactNode
  value?: ReactNode
  /** which borders to draw; default bottom */
  border?: 'none' | 'top' | 'bottom' | 'both'
  /** makes the row tappable */
  onClick?: () => void
  /** the chevron of a tappable row; shown by default when the row is tappable */
  arrow?: boolean
  /** the value on one line, cut with an ellipsis */
  singleLine?: boolean
  /**
   * the value may be one long word (an address, a token) beside a short label: it goes under the
   * label, whole, when it does not fit beside it, and breaks inside only where it is wider than the row
   */
  longValue?: boolean
  className?: string
  testId?: string
}

/**
 * A label on the left, its value on the right, with optional borders (spec §2), at least 44 px tall.
 * Plain views: the account tab's pages use it in the mini-program's main package.
 */
export function KvCell({ label, description, value, border = 'bottom', onClick, arrow = !!onClick, singleLine, longValue, className = '', testId = 'kv-cell' }: KvCellProps) {
  const borders = border === 'both' ? ' kv-cell--top kv-cell--bottom' : border === 'none' ? '' : ` kv-cell--${border}`
  const mods = `${singleLine ? ' kv-cell--single-line' : ''}${longValue ? ' kv-cell--long-value' : ''}`
  return (
    <View className={`kv-cell${borders}${mods} ${className}`} data-testid={testId} onClick={onClick} hoverClass={onClick ? 'kv-cell--pressed' : undefined}>
      {description ? (
        <View className='kv-cell__label kv-cell__label--stacked'>
          <Text>{label}</Text>
          <Text className='kv-cell__description'>{description}</Text>
        </View>
      ) : (
        <Text className='kv-cell__label'>{label}</Text>
      )}
      <View className='kv-cell__value'>{value}</View>
      {arrow ? <Text className='kv-cell__arrow'>›</Text> : null}
    </View>
  )
}
