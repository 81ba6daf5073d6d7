/**
 * What an image says to a screen reader. The mini-program's image has no alternative text (WeChat
 * reads the text beside it), so here it adds nothing; the H5 build gives the `<img>` its `alt`.
 *   <Image src={cover} {...imageAlt('')} />            a picture beside its own title: decorative
 *   <Image src={chart} {...imageAlt('成长曲线图')} />   a picture that says something itself
 */
export function imageAlt(_text: string): Record<string, never> {
  return {}
}
