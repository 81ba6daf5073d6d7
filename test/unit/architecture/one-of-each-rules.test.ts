import { execFileSync } from 'node:child_process'
import path from 'node:path'

/**
 * The one-of-each rules run through ESLint with the project's own configuration: each sample is
 * linted as if it were a file at the given path, and must be flagged (or pass) as stated.
 */
const ROOT = path.resolve(__dirname, '../../..')

function flagged(samples: Array<{ file: string; code: string }>): boolean[] {
  const script = `
    import { ESLint } from 'eslint'
    const eslint = new ESLint({ cwd: ${JSON.stringify(ROOT)} })
    const out = []
    for (const s of JSON.parse(process.argv[1])) {
      const [r] = await eslint.lintText(s.code, { filePath: ${JSON.stringify(ROOT)} + '/' + s.file })
      out.push(r.messages.some((m) => m.ruleId === 'no-restricted-syntax' || m.ruleId === 'no-restricted-imports'))
    }
    console.log(JSON.stringify(out))
  `
  const stdout = execFileSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(samples)], { cwd: ROOT, encoding: 'utf8' })
  return JSON.parse(stdout.trim().split('\n').pop() as string)
}

const cases: Array<[string, string, string, boolean]> = [
  ['a page address written out', 'src/pages/wallet/wallet.tsx', "export const a = '/pages/order/order-list?tab=2'", true],
  ['a page address in a template', 'src/shared/trade/x.ts', 'export const a = (id: string) => `/pages/goods/goods-detail?id=${id}`', true],
  ['an address after an origin', 'src/pages/common/x.ts', 'export const a = (o: string) => `${o}/pages/home/home`', true],
  ['the page table itself', 'src/config/page-table.ts', "export const a = '/pages/cart/cart'", false],
  ['an address written out beside the builders', 'src/config/routes.ts', "export const a = '/pages/cart/cart'", true],
  ['toast(errorText(e))', 'src/pages/cart/cart.tsx', "import { toast } from '@/components/toast/toast'\nimport { errorText } from '@/services/http/errors'\nexport const f = (e: unknown) => toast(errorText(e))", true],
  ['a page wiring pull-down itself', 'src/pages/notice/notice-list.tsx', "import { usePullDownRefresh } from '@tarojs/taro'\nexport const f = usePullDownRefresh", true],
  ['the page kit wiring pull-down', 'src/components/page-kit/use-page-load.ts', "import { usePullDownRefresh } from '@tarojs/taro'\nexport const f = usePullDownRefresh", false],
  ['a page drawing its own 加载中…', 'src/pages/wallet/wallet.tsx', "import { View } from '@tarojs/components'\nexport const V = () => <View>加载中…</View>", true],
  ['the one wait view', 'src/components/resource-pending/resource-pending.tsx', "import { View } from '@tarojs/components'\nexport const V = () => <View>加载中…</View>", false],
  ['NutUI’s Loading drawn by a page', 'src/pages/user/set-organization.tsx', "import { Loading } from '@nutui/nutui-react-taro'\nexport const L = Loading", true],
  ['the one spinner', 'src/pages/user/set-organization.tsx', "import { Spinner } from '@/components/spinner/spinner'\nexport const S = Spinner", false],
  ['NutUI’s Empty drawn by a page', 'src/pages/pay/pay-finish.tsx', "import { Empty } from '@nutui/nutui-react-taro'\nexport const E = Empty", true],
  ['the one empty box', 'src/pages/pay/pay-finish.tsx', "import { StateBox } from '@/components/empty-state/state-box'\nexport const E = StateBox", false],
  ['NutUI’s Tabs drawn by a page', 'src/pages/order/order-list.tsx', "import { Tabs } from '@nutui/nutui-react-taro'\nexport const T = Tabs", true],
  ['the one tab row', 'src/pages/order/order-list.tsx', "import { TabStrip } from '@/components/tab-strip/tab-strip'\nexport const T = TabStrip", false],
  ['an address built with routes', 'src/pages/wallet/wallet.tsx', "import { routes } from '@/config/routes'\nexport const a = routes.orderList({ tab: 2 })", false],
]

test('each sample is flagged exactly when it should be', () => {
  const result = flagged(cases.map(([, file, code]) => ({ file, code })))
  expect(cases.map(([name], i) => [name, result[i]])).toEqual(cases.map(([name, , , want]) => [name, want]))
})
