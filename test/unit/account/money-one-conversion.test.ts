/**
 * Every money figure the parent sees goes through the one conversion of utils/money.ts, so two
 * screens that show the same amount agree for any value the service may send (it once showed a
 * wallet of '99.999' as 100.00 on 我的 and 99.99 on the wallet page).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import fc from 'fast-check'
import { AccountStore } from '@/pages/user/model/account-store'
import { LoginStore } from '@/stores/login-store'
import { cartTotals } from '@/shared/trade/cart-totals'
import { faceValueText } from '@/utils/coupon-text'
import { fenToYuanText, formatFen, formatYuan, shortYuanText, yuanToFen } from '@/utils/money'
import { priceDisplay } from '@/utils/product'
import { parentUser } from '../../fixtures/parent-user'
import { fakeApi, fakeAreaApi, fakeDeps } from '../helpers/fake-deps'

/** What a service may send as a yuan amount: numbers, strings with 0–4 decimals, junk. */
const yuanValue = fc.oneof(
  fc.tuple(fc.nat(999999), fc.stringMatching(/^\d{0,4}$/)).map(([i, d]) => (d ? `${i}.${d}` : String(i))),
  fc.double({ min: 0, max: 1e6, noNaN: true }),
  fc.constantFrom('', ' 12.5 ', 'x', '99.999', '0.1', '-3.20'),
)

async function walletOnAccountTab(balance: unknown): Promise<number | null> {
  const api = fakeApi({
    auth: { userOrganizations: async () => [] },
    user: {
      getUserInfo: async () => parentUser(),
      getUserWallet: async () => ({ balance: balance as string, point: 0 }),
    },
  })
  const { account } = fakeAreaApi({ account: { rights: async () => [], unusedCoupons: async () => [], pendingOrderCount: async () => 0, unreadMessages: async () => 0 } })
  const deps = fakeDeps({ api, storage: { studentToken: 'stu' } })
  const login = new LoginStore(deps)
  login.restore()
  login.markReady()
  const store = new AccountStore(deps, login, account)
  await store.figures.load()
  return store.figures.value?.walletFen ?? null
}

test('我的 and the wallet page show the same balance for any value (the wallet page formats yuanToFen)', async () => {
  await fc.assert(
    fc.asyncProperty(yuanValue, async (balance) => {
      const tab = await walletOnAccountTab(balance)
      expect(tab).toBe(yuanToFen(balance))
      if (tab !== null) expect(formatFen(tab)).toBe(`¥${fenToYuanText(yuanToFen(balance) ?? 0)}`)
    }),
    { numRuns: 200 },
  )
  expect(await walletOnAccountTab('99.999')).toBe(9999)
})

test('coupon values, list prices and cart totals read a yuan amount as yuanToFen does', () => {
  fc.assert(
    fc.property(yuanValue, yuanValue, fc.integer({ min: 1, max: 9 }), (a, b, amount) => {
      const fen = yuanToFen(a)
      expect(faceValueText(a as string)).toBe(fen === null ? '' : shortYuanText(fen))
      const shown = priceDisplay({ isPointProduct: 0, point: 0, purchasemoney: a as string, originalmoney: b as string })
      expect(shown.current).toBe(formatYuan(a))
      // a struck price shows exactly when the fen the parent sees are higher
      expect(shown.original !== '').toBe(formatYuan(b) !== '' && (yuanToFen(b) ?? 0) > (fen ?? 0))
      const totals = cartTotals([{ checked: true, isEffective: 1, payType: 0, money: a as string, amount } as never])
      expect(totals.moneyFen).toBe((fen ?? 0) * amount)
    }),
    { numRuns: 300 },
  )
})

/** Money arithmetic outside utils/money.ts: ×100, ÷100, toFixed(2). Other uses are named here with their reason. */
const NOT_MONEY: Record<string, RegExp> = {
  'shared/poster/poster-layout.ts': /Math\.round\(n \* u \* 100\) \/ 100/, // poster units, rounded to 0.01 px
  'utils/file-size.ts': /size\.toFixed\(2\)/, // file sizes in B/K/M/G
  'pages/activity/components/award-steps.tsx': /progress\.ratio \* 100/, // a progress bar's width in %
}

test('no file but utils/money.ts converts money itself', () => {
  const root = path.resolve(__dirname, '../../../src')
  const found: string[] = []
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name)
      if (statSync(full).isDirectory()) walk(full)
      else if (/\.tsx?$/.test(name)) {
        const rel = path.relative(root, full).split(path.sep).join('/')
        if (rel === 'utils/money.ts') continue
        readFileSync(full, 'utf8')
          .split('\n')
          .forEach((line, i) => {
            if (/\* ?100\b|\/ ?100\b|toFixed\(2\)/.test(line) && !NOT_MONEY[rel]?.test(line)) found.push(`${rel}:${i + 1}: ${line.trim()}`)
          })
      }
    }
  }
  walk(root)
  expect(found).toEqual([])
})
