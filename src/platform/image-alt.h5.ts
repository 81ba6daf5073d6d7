/** What the `<img>` inside Taro's Image is given on H5. */
interface ImgProps {
  alt: string
  onLoad?: () => void
}

/**
 * H5: the `<img>` inside Taro's Image gets `alt` ('' marks a decorative picture) and, when given, the
 * image's load handler on the `<img>` itself, in place of Taro's: Taro's own handler reads the
 * picture's laid-out width and height for an event detail nothing here uses, which makes the
 * browser lay out the whole page inside the load event, in the middle of the first screen. (The
 * Image keeps its onLoad too: where the `<img>`'s handler is not Taro's, as in Taro's web-component
 * image, that one is called.)
 */
export function imageAlt(text: string, on: { load?: () => void } = {}): { imgProps: ImgProps } {
  return { imgProps: on.load ? { alt: text, onLoad: on.load } : { alt: text } }
}
