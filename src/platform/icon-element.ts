import { configure } from '@nutui/icons-react-taro'

/**
 * NutUI draws an icon as an `<i>` element with its SVG as a CSS mask. The mini-program has no
 * template for `i` (Taro's base.wxml draws only its own components), so such an icon draws nothing
 * there. A `view` takes the same class (inline-block) and mask style and draws. Not `text`: Taro
 * swaps a text node that loses its last event handler to a `pure-text` template that does not
 * exist, and the page's render fails (seen when an icon's onClick goes away on a re-render).
 */
export function installIconElement(): void {
  configure({ tag: 'view' })
}
