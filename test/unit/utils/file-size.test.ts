import { formatFileSize } from '@/utils/file-size'

/** Spec §9: "File size units B, K, M, G with 2 decimals". */
describe('a file size in B, K, M or G with two decimals', () => {
  it.each([
    [0, '0.00B'],
    [512, '512.00B'],
    [1023, '1023.00B'],
    [1024, '1.00K'],
    [1536, '1.50K'],
    [5 * 1024 * 1024 + 512 * 1024, '5.50M'],
    [3 * 1024 ** 3, '3.00G'],
    [2048 * 1024 ** 3, '2048.00G'],
    ['2048', '2.00K'],
  ])('%p → %s', (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected)
  })

  it.each([[-1], ['abc'], [''], [null], [NaN]])('gives an empty text for %p', (bytes) => {
    expect(formatFileSize(bytes)).toBe('')
  })
})
