import { parseServerTime } from './date'

export interface CouponTextSource {
  overlay: boolean
  expiryType: number
  expiryDays?: number
  starttime?: string
  endtime?: string
}

/** 叠加使用 or 不可叠加 (spec §8). */
export const overlayLabel = (c: CouponTextSource): string => (c.overlay ? '叠加使用' : '不可叠加')

const day = (t?: string): string => parseServerTime(t ?? null)?.format('YYYY.MM.DD') ?? ''

/** 领取后N天有效 for expiryType 1, otherwise 有效期start-end (spec §8). */
export function expiryText(c: CouponTextSource): string {
  if (c.expiryType === 1) return `领取后${c.expiryDays ?? 0}天有效`
  return `有效期${day(c.starttime)}-${day(c.endtime)}`
}
