import { InputNumber } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import { useEffect, useRef } from 'react'
import { nameStepperParts } from '@/platform/stepper-names'
import './quantity-stepper.scss'

export interface QuantityStepperProps {
  value: number
  min?: number
  max?: number
  /** what it counts, for screen readers: 数量 unless told */
  name?: string
  /** a new quantity (not called when it stays the same) */
  onChange: (amount: number) => void
}

/** The one quantity stepper (a product's detail, the cart's rows): NutUI's InputNumber, 1 to 99 unless told, named on H5. */
export function QuantityStepper({ value, min = 1, max = 99, name = '数量', onChange }: QuantityStepperProps) {
  const root = useRef(null)
  useEffect(() => nameStepperParts(root.current, name, { atMin: value <= min, atMax: value >= max }), [name, value, min, max])
  return (
    <View ref={root} className='quantity-stepper'>
      <InputNumber
        value={value}
        min={min}
        max={max}
        onChange={(v) => {
          const n = Number(v)
          if (n !== value) onChange(n)
        }}
      />
    </View>
  )
}
