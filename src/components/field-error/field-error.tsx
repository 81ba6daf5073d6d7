import { View } from '@tarojs/components'
import './field-error.scss'

export interface FieldErrorProps {
  /** what is wrong, in Chinese; nothing is drawn without it */
  text: string | null | undefined
  testId: string
  /** where the message stands in its form (a margin of the page's own) */
  className?: string
}

/** A form's message under the field or the form it is about, in the error colour, announced to screen readers. */
export function FieldError({ text, testId, className }: FieldErrorProps) {
  if (!text) return null
  return (
    <View className={`field-error${className ? ` ${className}` : ''}`} role='alert' data-testid={testId}>
      {text}
    </View>
  )
}
