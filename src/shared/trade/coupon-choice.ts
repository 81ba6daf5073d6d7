/** What the choice rules need to know of a coupon. */
export interface ChoosableCoupon {
  userCouponId: string
  /** true: stackable */
  overlay: boolean
  usable?: boolean
}

/**
 * The coupon choice of spec §4, as a pure step from the chosen ids to the next ones:
 * - an unusable coupon changes nothing;
 * - a non-stackable coupon replaces every choice; tapping it again clears it;
 * - with a non-stackable already chosen, any new pick replaces it;
 * - stackable coupons toggle.
 */
export function chooseCoupon(chosen: readonly string[], tapped: ChoosableCoupon, all: readonly ChoosableCoupon[]): string[] {
  if (tapped.usable === false) return [...chosen]
  const id = tapped.userCouponId
  if (chosen.includes(id)) return chosen.filter((c) => c !== id)
  if (!tapped.overlay) return [id]
  const byId = new Map(all.map((c) => [c.userCouponId, c]))
  const hasExclusive = chosen.some((c) => byId.get(c)?.overlay === false)
  return hasExclusive ? [id] : [...chosen, id]
}

/** The server's best coupons as the first choice: only those that apply to this order (usable). */
export function bestCoupons(bestIds: readonly string[], coupons: readonly ChoosableCoupon[]): string[] {
  const usable = new Set(coupons.filter((c) => c.usable !== false).map((c) => c.userCouponId))
  return bestIds.filter((id) => usable.has(id))
}
