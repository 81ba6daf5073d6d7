/** The tab icons' one-colour palette PNGs (scripts/lib/palette-png.ts), read back chunk by chunk. */
import { inflateSync } from 'node:zlib'
import { crc32, glyphPng, PNG_SIGNATURE, roundAlpha } from '../../../scripts/lib/palette-png'

/** The chunks of a PNG, each with its CRC checked. */
function chunks(png: Buffer): Map<string, Buffer> {
  expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true)
  const out = new Map<string, Buffer>()
  for (let p = 8; p < png.length; ) {
    const len = png.readUInt32BE(p)
    const type = png.toString('latin1', p + 4, p + 8)
    expect(png.readUInt32BE(p + 8 + len)).toBe(crc32(png.subarray(p + 4, p + 8 + len)))
    out.set(type, png.subarray(p + 8, p + 8 + len))
    p += 12 + len
  }
  return out
}

describe('glyph PNG', () => {
  it('computes the CRC PNG chunks carry', () => {
    expect(crc32(Buffer.from('IEND', 'latin1'))).toBe(0xae426082)
  })

  it('rounds coverage to evenly spaced alphas, keeping fully clear and fully drawn exact', () => {
    expect([0, 8, 9, 128, 246, 247, 255].map((a) => roundAlpha(a, 16))).toEqual([0, 0, 17, 136, 238, 255, 255])
    expect(new Set(Array.from({ length: 256 }, (_, a) => roundAlpha(a, 16))).size).toBe(16)
  })

  it('holds each pixel as an index into one colour at the alphas used, row by row', () => {
    // 3×2: clear, half, full / full, a little, clear
    const png = glyphPng(3, 2, Uint8Array.from([0, 128, 255, 255, 20, 0]), [0x00, 0xc0, 0x94])
    const c = chunks(png)
    expect([...c.keys()]).toEqual(['IHDR', 'PLTE', 'tRNS', 'IDAT', 'IEND'])
    const ihdr = c.get('IHDR')!
    expect([ihdr.readUInt32BE(0), ihdr.readUInt32BE(4), ihdr[8], ihdr[9]]).toEqual([3, 2, 8, 3])
    const alphas = [...c.get('tRNS')!]
    expect(alphas).toEqual([0, 17, 136, 255])
    expect([...c.get('PLTE')!]).toEqual(alphas.flatMap(() => [0x00, 0xc0, 0x94]))
    const rows = inflateSync(c.get('IDAT')!)
    // each row: filter byte 0, then one palette index per pixel
    expect([...rows]).toEqual([0, 0, 2, 3, 0, 3, 1, 0])
  })

  it('refuses coverage that does not fit the size', () => {
    expect(() => glyphPng(2, 2, new Uint8Array(3), [0, 0, 0])).toThrow('3 alpha values for 2×2')
  })
})
