import { Checkbox } from '@nutui/nutui-react-taro'
import type { ReactNode } from 'react'
import './round-checkbox.scss'

export interface RoundCheckboxProps {
  checked: boolean
  onChange?: (checked: boolean) => void
  disabled?: boolean
  label?: ReactNode
  className?: string
}

/** The round checkbox (spec §2), in the theme green. */
export function RoundCheckbox({ checked, onChange, disabled, label, className = '' }: RoundCheckboxProps) {
  return (
    <Checkbox
      className={`round-checkbox ${className}`}
      shape='round'
      checked={checked}
      disabled={disabled}
      label={label}
      onChange={(v) => onChange?.(v)}
    />
  )
}
