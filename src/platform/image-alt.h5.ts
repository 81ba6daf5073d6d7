/** H5: the `<img>` inside Taro's Image gets `alt` ('' marks a decorative picture). */
export function imageAlt(text: string): { imgProps: { alt: string } } {
  return { imgProps: { alt: text } }
}
