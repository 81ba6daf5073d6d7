const UNITS = ['B', 'K', 'M', 'G'] as const
const STEP = 1024

/**
 * A byte count as text with two decimals in B, K, M or G (spec §9): 512 → '512.00B',
 * 1536 → '1.50K', 5 * 1024 ** 3 → '5.00G'. G is the largest unit. Negative or non-numeric input gives ''.
 */
export function formatFileSize(bytes: unknown): string {
  const n = typeof bytes === 'string' && bytes.trim() !== '' ? Number(bytes) : bytes
  if (typeof n !== 'number' || !Number.isFinite(n) || n < 0) return ''
  let size = n
  let unit = 0
  while (size >= STEP && unit < UNITS.length - 1) {
    size /= STEP
    unit += 1
  }
  return `${size.toFixed(2)}${UNITS[unit]}`
}
