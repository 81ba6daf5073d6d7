import { shortYuanText, yuanToFen } from './money'
import type { CouponProductsRules, CouponScope } from '@types-api/api/coupon'
import { parseServerTime } from './date'

export interface CouponTextSource {
  overlay: boolean
  expiryType: number
  expiryDays?: number
  starttime?: string
  endtime?: string
}

/** 叠加使用 or 不可叠加 (spec §8). */
/** How receiving an offered coupon is reported (runAction), on the coupon pages and the gift pack alike. */
export const RECEIVE_REPORT = { done: '领取成功', fallback: '领取失败，请稍后再试' } as const

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
  const fen = yuanToFen(facevalue)
  return fen === null ? '' : shortYuanText(fen)
}

/** The coupon's name: couponName or name (spec §3). */
export const couponNameOf = (c: { couponName?: string; name?: string }): string => c.couponName || c.name || '优惠券'

/** A coupon the parent holds (it has a userCouponId), as against an offer to receive. */
export const isHeldCoupon = <T extends { userCouponId?: string }>(c: T): c is T & { userCouponId: string } => !!c.userCouponId

const SCOPES: readonly CouponScope[] = [0, 1, 2]
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.map((x) => String(x).trim()).filter(Boolean) : [])

/**
 * Reads a coupon's productsRules (a JSON text of CouponProductsRules). Null when there is none or it
 * is not such a JSON text (a plain description), so which products it applies to is unknown.
 */
export function parseProductsRules(raw: string | null | undefined): CouponProductsRules | null {
  if (!raw || raw.trim()[0] !== '{') return null
  try {
    const v = JSON.parse(raw) as Record<string, unknown>
    const scope = Number(v.scope) as CouponScope
    if (!SCOPES.includes(scope)) return null
    return {
      scope,
      productIds: strings(v.productIds),
      productTypes: strings(v.productTypes).map(Number).filter(Number.isInteger),
      text: typeof v.text === 'string' ? v.text : '',
    }
  } catch {
    return null
  }
}

/** The products rule as the parent reads it: the rule's text, or the plain description itself. */
export function productsRulesText(raw: string | null | undefined): string {
  if (!raw) return ''
  const rules = parseProductsRules(raw)
  return rules ? rules.text : raw.trim()[0] === '{' ? '' : raw
}
