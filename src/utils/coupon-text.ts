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

/** What a coupon card needs to know to choose its button (spec §8). */
export interface CouponActionSource {
  /** an offer's receivable count: how many more this parent can receive now */
  receiveCount?: number
  /** an offer's stock left for everyone; 0 means none left */
  remainCount?: number
  /** 1 when this parent holds one */
  isReceived?: number
  /** a held coupon (the parent's own) */
  userCouponId?: string
  isExpired?: number
  isused?: number
}

export type CouponAction =
  | { kind: 'receive'; label: string }
  | { kind: 'sold-out'; label: '已领完' }
  | { kind: 'use'; label: '去使用' }
  | { kind: 'used'; label: '已使用' }
  | { kind: 'expired'; label: '已过期' }

/**
 * The coupon button of spec §8, in its order: 领取x{n} while receivable; 已领完 when none are left
 * (all given out, or an offer this parent does not hold and cannot receive); 去使用 while unexpired;
 * else the expired badge. A used coupon shows 已使用.
 */
export function couponAction(c: CouponActionSource): CouponAction {
  const n = Math.max(0, Math.floor(Number(c.receiveCount) || 0))
  if (n > 0) return { kind: 'receive', label: `领取x${n}` }
  const isOffer = c.receiveCount !== undefined && c.receiveCount !== null
  const held = Number(c.isReceived) === 1 || (!isOffer && !!c.userCouponId)
  if (isOffer && (!held || Number(c.remainCount) === 0 && c.remainCount !== undefined)) return { kind: 'sold-out', label: '已领完' }
  if (Number(c.isused) === 1) return { kind: 'used', label: '已使用' }
  if (Number(c.isExpired) !== 1) return { kind: 'use', label: '去使用' }
  return { kind: 'expired', label: '已过期' }
}

/** '20', '9.90': the face value without trailing zero fen; '' when unreadable. */
export function faceValueText(facevalue: string | number | undefined): string {
  const n = Number(facevalue)
  if (facevalue === undefined || facevalue === '' || !Number.isFinite(n)) return ''
  return n.toFixed(2).replace(/\.00$/, '').replace(/(\.\d)0$/, '$1')
}

/** The coupon's name: couponName or name (spec §3). */
export const couponNameOf = (c: { couponName?: string; name?: string }): string => c.couponName || c.name || '优惠券'
