import { View } from '@tarojs/components'
import { type ReactNode, useEffect, useState } from 'react'
import { watchKeyboard } from '@/platform/keyboard'
import './form-bar.scss'

export interface FormBarProps {
  /** the page's bar class (its fixed-bar look: @include bottom-bar) */
  className: string
  children: ReactNode
}

/**
 * A form's submit bar, fixed to the bottom of the screen. While the keyboard is up it stands at the
 * end of the form instead, so the button does not ride up over the field being typed in and stays
 * where the parent last saw it.
 */
export function FormBar({ className, children }: FormBarProps) {
  const [typing, setTyping] = useState(false)
  useEffect(() => watchKeyboard(setTyping), [])
  return (
    <View className={`form-bar ${className}${typing ? ' form-bar--in-flow' : ''}`} data-testid='form-bar'>
      {children}
    </View>
  )
}
