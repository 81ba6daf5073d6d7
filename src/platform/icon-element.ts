import { configure } from '@nutui/icons-react-taro'

/**
 * NutUI draws an icon as an `<i>` element with its SVG as a CSS mask. The mini-program has no
 * template for `i` (Taro's base.wxml draws only its own components), so such an icon draws nothing
 * there. A `text` node takes the same class and mask style and draws, also inside a text run.
 */
export function installIconElement(): void {
  configure({ tag: 'text' })
}
