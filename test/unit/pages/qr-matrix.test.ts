import { employeeCodeContent, readEmployeeSerial } from '@/pages/common/model/employee-code-content'
import { drawQrMatrix, qrMatrix, type RectPainter } from '@/shared/qr/qr-matrix'

/** A fake canvas that paints into a pixel grid, so the drawing can be read back. */
function pixelCanvas(size: number) {
  const pixels: string[][] = Array.from({ length: size }, () => Array(size).fill('?'))
  const calls: [number, number, number, number][] = []
  const ctx: RectPainter & { fillStyle: string } = {
    fillStyle: '',
    fillRect(x, y, w, h) {
      calls.push([x, y, w, h])
      for (let r = y; r < y + h; r += 1) for (let c = x; c < x + w; c += 1) pixels[r][c] = this.fillStyle
    },
  }
  return { ctx, pixels, calls }
}

describe('qrMatrix', () => {
  it('builds the smallest square matrix with the three finder patterns', () => {
    const m = qrMatrix('https://shop.example/pages/home/home?employeeSerial=E1024')
    expect(m.length).toBe(m[0].length)
    expect((m.length - 17) % 4).toBe(0) // versions are 21, 25, 29 … modules wide
    const finderAt = (r: number, c: number) =>
      [0, 1, 2, 3, 4, 5, 6].every((i) => m[r][c + i] && m[r + 6][c + i] && m[r + i][c] && m[r + i][c + 6]) &&
      !m[r + 1][c + 1] &&
      m[r + 3][c + 3]
    expect(finderAt(0, 0)).toBe(true)
    expect(finderAt(0, m.length - 7)).toBe(true)
    expect(finderAt(m.length - 7, 0)).toBe(true)
  })

  it('grows with the text and is the same for the same text', () => {
    expect(qrMatrix('E1').length).toBe(21)
    expect(qrMatrix('x'.repeat(200)).length).toBeGreaterThan(21)
    expect(qrMatrix('同一段文字')).toEqual(qrMatrix('同一段文字'))
  })

  it('refuses an empty text', () => {
    expect(() => qrMatrix('')).toThrow()
  })
})

describe('drawQrMatrix', () => {
  const matrix = [
    [true, true, false],
    [false, true, false],
    [true, false, true],
  ]

  it('paints each dark module dark and keeps the quiet zone light', () => {
    const size = 70 // (3 + 2 * 2) modules of 10 px
    const { ctx, pixels } = pixelCanvas(size)
    const rects = drawQrMatrix(ctx, matrix, size, { margin: 2, dark: 'D', light: 'L' })
    expect(rects).toBe(4) // runs: [0-1], [1], [0], [2]
    for (let r = 0; r < 3; r += 1) {
      for (let c = 0; c < 3; c += 1) {
        expect(pixels[(r + 2) * 10 + 5][(c + 2) * 10 + 5]).toBe(matrix[r][c] ? 'D' : 'L')
      }
    }
    expect(pixels[5][5]).toBe('L')
    expect(pixels[65][65]).toBe('L')
    expect(pixels.flat().includes('?')).toBe(false)
  })

  it('leaves no gaps between modules when the size does not divide evenly', () => {
    const size = 53
    const { ctx, pixels } = pixelCanvas(size)
    drawQrMatrix(ctx, [[true, true], [true, true]], size, { margin: 1, dark: 'D', light: 'L' })
    const darkRows = pixels.filter((row) => row.includes('D'))
    const first = darkRows[0].join('')
    expect(darkRows.every((row) => row.join('') === first)).toBe(true)
    expect(first).toMatch(/^L+D+L+$/)
  })
})

describe('staff code content', () => {
  it('encodes the home route with the serial', () => {
    expect(employeeCodeContent('https://shop.example', 'E-1024')).toBe('https://shop.example/pages/home/home?employeeSerial=E-1024')
  })

  it('accepts only plain serials', () => {
    expect(readEmployeeSerial(' E1024 ')).toBe('E1024')
    expect(readEmployeeSerial('')).toBeNull()
    expect(readEmployeeSerial(undefined)).toBeNull()
    expect(readEmployeeSerial('<script>')).toBeNull()
    expect(readEmployeeSerial('x'.repeat(33))).toBeNull()
  })
})

describe('qrMatrix text encoding', () => {
  it('encodes Chinese text as UTF-8 bytes (3 per character)', () => {
    // 2 characters = 6 bytes; 17 bytes is the version-1 limit at level M in byte mode
    expect(qrMatrix('顾问').length).toBe(21)
    expect(qrMatrix('顾问顾问顾问').length).toBe(25) // 18 bytes no longer fit version 1
    expect(qrMatrix('a'.repeat(14)).length).toBe(21)
  })
})
