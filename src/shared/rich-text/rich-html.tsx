import { View } from '@tarojs/components'
import { useMemo } from 'react'
import { prepareRichHtml } from '@/platform/rich-html'
import { sanitizeHtml } from './sanitize-html'
import './rich-html.scss'

export interface RichHtmlProps {
  /** Server HTML; sanitized here, never rendered as given. */
  html: string | null | undefined
  className?: string
  testId?: string
}

/**
 * Server HTML shown through Taro's HTML support: on H5 a div's innerHTML, on the mini-program
 * components built from the parsed tree. Always the sanitized string; images fill the width.
 */
prepareRichHtml()

export function RichHtml({ html, className, testId }: RichHtmlProps) {
  const safe = useMemo(() => sanitizeHtml(html), [html])
  if (!safe) return null
  return <View className={`taro_html rich-html${className ? ` ${className}` : ''}`} data-testid={testId} dangerouslySetInnerHTML={{ __html: safe }} />
}
