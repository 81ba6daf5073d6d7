import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import './kv-cell.scss'

export interface KvCellProps {
  label: ReactNode
  value?: ReactNode
  /** which borders to draw; default bottom */
  border?: 'none' | 'top' | 'bottom' | 'both'
  /** shows a chevron and makes the row tappable */
  onClick?: () => void
  className?: string
}

/** A label on the left, its value on the right, with optional borders (spec §2). */
export function KvCell({ label, value, border = 'bottom', onClick, className = '' }: KvCellProps) {
  const borders = border === 'both' ? ' kv-cell--top kv-cell--bottom' : border === 'none' ? '' : ` kv-cell--${border}`
  return (
    <View className={`kv-cell${borders}${onClick ? ' kv-cell--link' : ''} ${className}`} data-testid='kv-cell' onClick={onClick}>
      <Text className='kv-cell__label'>{label}</Text>
      <View className='kv-cell__value'>{value}</View>
      {onClick ? <Text className='kv-cell__arrow'>›</Text> : null}
    </View>
  )
}
