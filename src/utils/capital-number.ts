/**
 * Chinese financial capitals for a yuan amount (大写金额), as written on cheques and receipts:
 * 1234.56 → 壹仟贰佰叁拾肆元伍角陆分, 1234 → 壹仟贰佰叁拾肆元整, 10.05 → 壹拾元零伍分.
 * The amount is read as text, so 0.1 + 0.2 style float errors never appear; fen are rounded half up.
 */

/** What the converter gives for anything that is not an amount (spec §5). */
export const CAPITAL_INVALID = '无效数据'

const DIGITS = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖']
const UNITS = ['', '拾', '佰', '仟']
/** 4-digit groups from the right: 元, 万, 亿, 万亿 (16 integer digits at most). */
const GROUPS = ['', '万', '亿', '万']
const MAX_INTEGER_DIGITS = GROUPS.length * 4

const AMOUNT_RE = /^([+-])?(\d+)(?:\.(\d*))?$/

/** Integer yuan digits (no leading zeros, not '0') in capitals, without 元. */
function integerCapitals(digits: string): string {
  let out = ''
  let pendingZero = false
  let groupHasDigit = false
  let wanYiHasDigit = false
  for (let i = 0; i < digits.length; i += 1) {
    const position = digits.length - 1 - i
    const unit = position % 4
    const group = Math.floor(position / 4)
    const d = Number(digits[i])
    if (unit === 3) groupHasDigit = false
    if (d === 0) {
      pendingZero = true
    } else {
      if (pendingZero && out) out += '零'
      pendingZero = false
      groupHasDigit = true
      out += DIGITS[d] + UNITS[unit]
    }
    if (unit === 0 && group === 3) wanYiHasDigit = groupHasDigit
    // 亿 closes its group, and also the 万亿 group above it when its own group is empty (壹仟万亿)
    if (unit === 0 && (groupHasDigit || (group === 2 && wanYiHasDigit))) {
      out += GROUPS[group]
      groupHasDigit = false
    }
  }
  return out
}

/** '199' → '200', '9' → '10'. */
function incrementDigits(digits: string): string {
  const out = digits.split('')
  for (let i = out.length - 1; i >= 0; i -= 1) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1)
      return out.join('')
    }
    out[i] = '0'
  }
  return `1${out.join('')}`
}

/**
 * Capitals for a yuan amount given as number or text. Negative amounts start with 负.
 * Anything that is not a plain decimal amount (or has more than 16 integer digits) gives 无效数据.
 */
export function toCapitalAmount(value: unknown): string {
  if (typeof value === 'number' && !Number.isFinite(value)) return CAPITAL_INVALID
  if (typeof value !== 'number' && typeof value !== 'string') return CAPITAL_INVALID
  const text = typeof value === 'number' ? String(value) : value.trim().replace(/,/g, '')
  const m = AMOUNT_RE.exec(/e/i.test(text) ? Number(text).toFixed(3) : text)
  if (!m) return CAPITAL_INVALID
  const fraction = (m[3] ?? '').padEnd(3, '0')
  // round half up on the third decimal, carrying into the yuan digits as text (no float, no BigInt)
  let fen = Number(fraction.slice(0, 2)) + (Number(fraction[2]) >= 5 ? 1 : 0)
  let yuanDigits = m[2].replace(/^0+(?=\d)/, '')
  if (fen === 100) {
    fen = 0
    yuanDigits = incrementDigits(yuanDigits)
  }
  if (yuanDigits.length > MAX_INTEGER_DIGITS) return CAPITAL_INVALID
  const negative = m[1] === '-' && (yuanDigits !== '0' || fen > 0)
  const jiao = Math.floor(fen / 10)
  const cents = fen % 10
  const hasYuan = yuanDigits !== '0'

  if (!hasYuan && jiao === 0 && cents === 0) return '零元整'
  let out = hasYuan ? `${integerCapitals(yuanDigits)}元` : ''
  if (jiao > 0) out += `${DIGITS[jiao]}角`
  else if (cents > 0 && hasYuan) out += '零'
  out += cents > 0 ? `${DIGITS[cents]}分` : '整'
  return negative ? `负${out}` : out
}
