import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import './info-row.scss'

export interface InfoRowProps {
  title: ReactNode
  /** a second, smaller line under the title */
  description?: ReactNode
  /** what stands on the right: a value, a state, a link text */
  extra?: ReactNode
  onClick?: () => void
  className?: string
  testId?: string
}

/**
 * One row of a white list: title (and a line under it) on the left, a value on the right, at least
 * 44 px tall. Drawn with plain views because the account tab's pages carry it in the mini-program's
 * main package, where every component library module counts against its 2 MB.
 */
export function InfoRow({ title, description, extra, onClick, className, testId }: InfoRowProps) {
  return (
    <View className={`info-row${onClick ? ' info-row--tappable' : ''}${className ? ` ${className}` : ''}`} onClick={onClick} data-testid={testId}>
      <View className='info-row__main'>
        <Text className='info-row__title'>{title}</Text>
        {description ? <Text className='info-row__description'>{description}</Text> : null}
      </View>
      {extra !== undefined && extra !== null ? <View className='info-row__extra'>{extra}</View> : null}
    </View>
  )
}

/** White rows stacked with hairlines between them. */
export function InfoRows({ children }: { children: ReactNode }) {
  return <View className='info-rows'>{children}</View>
}
