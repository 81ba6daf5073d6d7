import { Button } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import { colors } from '@/styles/colors'
import { StateBox, StatePicture } from './state-box'
import './empty-state.scss'
import type { ReactNode } from 'react'

export interface EmptyStateProps {
  image?: string
  /** default 无内容 */
  text?: string
  /** default #666666 */
  color?: string
  /** the way on from an empty page (去商城逛逛, 返回 …) */
  action?: { text: string; onClick: () => void }
  children?: ReactNode
}

/**
 * The empty-state box of spec §2: image, text (default 无内容), colour (default #666666).
 * The default picture is the named image `empty` in the object-storage folder (NutUI's own
 * pictures live on a third-party host).
 */
export function EmptyState({ image, text = '无内容', color = colors.textSecondary, action, children }: EmptyStateProps) {
  return (
    <View className='empty-state' data-testid='empty-state'>
      <StateBox image={<StatePicture src={image} />} title={<View style={{ color }}>{text}</View>} />
      {action ? (
        <View className='state-actions'>
          <Button type='primary' onClick={action.onClick} data-testid='empty-action'>
            {action.text}
          </Button>
        </View>
      ) : null}
      {children}
    </View>
  )
}
