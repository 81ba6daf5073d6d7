/** A picture's own pixel size, read from its bytes: a PNG's header, an SVG's width and height. */
export interface PixelSize {
  width: number
  height: number
}

export function picturePixelSize(bytes: Buffer, type: string): PixelSize | null {
  if (type === 'image/png' && bytes.length > 24 && bytes.toString('latin1', 12, 16) === 'IHDR') return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
  if (type.startsWith('image/svg')) {
    const head = /<svg\b[^>]*>/.exec(bytes.subarray(0, 2000).toString('utf8'))?.[0] ?? ''
    const w = /\bwidth="(\d+(?:\.\d+)?)(?:px)?"/.exec(head)
    const h = /\bheight="(\d+(?:\.\d+)?)(?:px)?"/.exec(head)
    if (w && h) return { width: Number(w[1]), height: Number(h[1]) }
  }
  return null
}
