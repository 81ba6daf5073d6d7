/**
 * Money is carried as integer fen; yuan strings and numbers from the server are converted once,
 * by text, so that 0.1 + 0.2 never happens.
 */

const YUAN_RE = /^(-)?(\d+)(?:\.(\d{1,2})\d*)?$/

/** '12.5' | 12.5 → 1250. Returns null for anything that is not a yuan amount. */
export function yuanToFen(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null
  if (typeof value === 'number' && !Number.isFinite(value)) return null
  const text = typeof value === 'number' ? value.toFixed(2) : typeof value === 'string' ? value.trim() : ''
  const m = YUAN_RE.exec(text)
  if (!m) return null
  const fen = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'))
  return m[1] ? -fen : fen
}

/** 1250 → '12.50' */
export function fenToYuanText(fen: number): string {
  const sign = fen < 0 ? '-' : ''
  const abs = Math.abs(Math.round(fen))
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

/**
 * Formats a yuan amount for display with two decimals.
 * Null, empty and non-numeric input give '' (spec §5).
 */
export function formatMoney(value: unknown): string {
  const fen = yuanToFen(value)
  return fen === null ? '' : fenToYuanText(fen)
}

/** 1250 → '¥12.50': an amount already in fen, formatted at the edge. */
export function formatFen(fen: number): string {
  return `¥${fenToYuanText(fen)}`
}

/** 2000 → '20', 990 → '9.9', 1250 → '12.5', 1205 → '12.05': fen as yuan without trailing zero fen. */
export function shortYuanText(fen: number): string {
  return fenToYuanText(fen).replace(/\.00$/, '').replace(/(\.\d)0$/, '$1')
}

/** '¥12.50', or '' where formatMoney gives ''. */
export function formatYuan(value: unknown): string {
  const text = formatMoney(value)
  return text ? `¥${text}` : ''
}
