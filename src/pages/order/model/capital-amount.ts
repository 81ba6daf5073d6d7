import { fenToYuanText } from '@/utils/money'

/**
 * An amount in Chinese financial capitals (大写金额), as a contract writes it beside the figure:
 * 12000 fen → 壹佰贰拾元整, 123456 → 壹仟贰佰叁拾肆元伍角陆分, 1005 → 壹拾元零伍分. The fen are read
 * as the text utils/money gives them, so the digits are never touched by float arithmetic.
 */

/** What the converter gives for anything that is not an amount (spec §5: "an invalid-data message for non-numeric"). */
export const CAPITAL_INVALID = '无效数据'

const DIGITS = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖']
const UNITS = ['', '拾', '佰', '仟']
/** 4-digit groups from the right: 元, 万, 亿, 万亿. */
const GROUPS = ['', '万', '亿', '万']

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

/**
 * The capitals of an amount in integer fen. Negative amounts start with 负. Anything that is not a
 * whole number of fen (text, NaN, a fraction of a fen, null) gives 无效数据.
 */
export function capitalAmount(fen: unknown): string {
  if (typeof fen !== 'number' || !Number.isSafeInteger(fen)) return CAPITAL_INVALID
  const [, sign, yuanDigits, jiaoDigit, fenDigit] = /^(-?)(\d+)\.(\d)(\d)$/.exec(fenToYuanText(fen)) ?? []
  const jiao = Number(jiaoDigit)
  const cents = Number(fenDigit)
  const hasYuan = yuanDigits !== '0'
  if (!hasYuan && jiao === 0 && cents === 0) return '零元整'
  let out = hasYuan ? `${integerCapitals(yuanDigits)}元` : ''
  if (jiao > 0) out += `${DIGITS[jiao]}角`
  else if (cents > 0 && hasYuan) out += '零'
  out += cents > 0 ? `${DIGITS[cents]}分` : '整'
  return sign ? `负${out}` : out
}
