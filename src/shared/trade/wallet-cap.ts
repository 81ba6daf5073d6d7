/** The most wallet money that may be used: the payable total plus freight (spec §5), never more than the balance. */
export function walletCapFen(payableFen: number, freightFen: number, balanceFen: number): number {
  return Math.max(0, Math.min(payableFen + freightFen, balanceFen))
}

export type WalletCheck = { ok: true; fen: number } | { ok: false; fen: number; message: string }

/** Checks an entered amount against the cap; an amount over it is cut to the cap and says why. */
export function checkWallet(fen: number, capFen: number): WalletCheck {
  if (!Number.isFinite(fen) || fen < 0) return { ok: false, fen: 0, message: '请输入正确的金额' }
  const whole = Math.round(fen)
  if (whole > capFen) return { ok: false, fen: capFen, message: '钱包抵扣不能超过应付金额与运费之和' }
  return { ok: true, fen: whole }
}
