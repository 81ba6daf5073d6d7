import { Empty } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import type { ReactNode } from 'react'

export interface EmptyStateProps {
  image?: string
  /** default 无内容 */
  text?: string
  /** default #666666 */
  color?: string
  children?: ReactNode
}

/** The empty-state box of spec §2: image, text (default 无内容), colour (default #666666). */
export function EmptyState({ image, text = '无内容', color = '#666666', children }: EmptyStateProps) {
  return (
    <View className='empty-state' data-testid='empty-state'>
      <Empty image={image} status='empty' title={<View style={{ color }}>{text}</View>} />
      {children}
    </View>
  )
}
