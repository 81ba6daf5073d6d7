import { configure } from '@nutui/icons-react-taro'
import { View } from '@tarojs/components'
import type { CSSProperties, ReactNode } from 'react'

interface IconElementProps {
  className?: string
  style?: CSSProperties & Record<string, unknown>
  onClick?: () => void
  color?: string
  children?: ReactNode
}

/**
 * NutUI draws an icon as an element with its SVG as a CSS mask. The mini-program has no template
 * for `i` (Taro's base.wxml draws only its own components), so such an icon draws nothing there.
 * A `view` takes the same class (inline-block) and mask style and draws. Not `text`: Taro swaps a
 * text node that loses its last event handler to a `pure-text` template that does not exist, and
 * the page's render fails (seen when an icon's onClick goes away on a re-render).
 *
 * NutUI writes the SVG into the style twice, as `mask` and as `-webkit-mask`, and sets a `color`
 * attribute nothing reads; every icon goes to the page's render layer in setData, so a row with
 * four icons carried some 5 KB. Only `-webkit-mask` is kept: WeChat's web views (WKWebView, XWeb)
 * draw it.
 */
export function IconElement({ style, color: _unread, ...rest }: IconElementProps) {
  const { mask: _twice, ...drawn } = style ?? {}
  return <View {...rest} style={drawn} />
}

export function installIconElement(): void {
  configure({ tag: IconElement as unknown as string })
}
