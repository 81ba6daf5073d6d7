/**
 * What an image says to a screen reader. The mini-program's image has no alternative text (WeChat
 * reads the text beside it), so here it adds nothing; the H5 build gives the `<img>` its `alt`.
 *   <Image src={cover} {...imageAlt('')} />            a picture beside its own title: decorative
 *   <Image src={chart} {...imageAlt('成长曲线图')} />   a picture that says something itself
 * An image whose load matters passes its handler here as well as to onLoad (H5 hands it to the
 * `<img>` itself, see image-alt.h5); here the Image's onLoad is WeChat's load event.
 */
export function imageAlt(_text: string, _on: { load?: () => void } = {}): Record<string, never> {
  return {}
}
