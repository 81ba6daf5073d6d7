import { execFileSync } from 'node:child_process'
import path from 'node:path'

/**
 * The layer rules run through ESLint with the project's own configuration: each sample is linted
 * as if it were a file at the given path.
 */
const ROOT = path.resolve(__dirname, '../../..')

interface Sample {
  file: string
  code: string
}

function lint(samples: Sample[]): string[][] {
  const script = `
    import { ESLint } from 'eslint'
    const eslint = new ESLint({ cwd: ${JSON.stringify(ROOT)} })
    const samples = JSON.parse(process.argv[1])
    const out = []
    for (const s of samples) {
      const [r] = await eslint.lintText(s.code, { filePath: ${JSON.stringify(ROOT)} + '/' + s.file })
      out.push(r.messages.filter((m) => m.ruleId === 'layers/imports').map((m) => m.message))
    }
    console.log(JSON.stringify(out))
  `
  const stdout = execFileSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(samples)], { cwd: ROOT, encoding: 'utf8' })
  return JSON.parse(stdout.trim().split('\n').pop() as string)
}

describe('layer and area import rules', () => {
  const cases: Array<[string, Sample, boolean]> = [
    ['a page imports its own area model', { file: 'src/pages/wallet/wallet.tsx', code: "import { x } from './model/wallet-store'\nexport default x" }, true],
    ['an area component imports its own model', { file: 'src/pages/wallet/components/row.tsx', code: "import { x } from '../model/wallet-store'\nexport default x" }, true],
    ['an area imports another area (relative)', { file: 'src/pages/wallet/wallet.tsx', code: "import { x } from '../order/model/order-store'\nexport default x" }, false],
    ['an area imports another area (alias)', { file: 'src/pages/wallet/components/row.tsx', code: "import { x } from '@/pages/order/components/order-card'\nexport default x" }, false],
    ['shared code imports an area', { file: 'src/shared/trade/x.ts', code: "import { x } from '@/pages/order/model/order-store'\nexport default x" }, false],
    ['the root store imports an area model', { file: 'src/stores/root-store.ts', code: "import { x } from '@/pages/point/model/point-store'\nexport default x" }, false],
    ['a service imports a store', { file: 'src/services/api/x.ts', code: "import type { LoginStore } from '@/stores/login-store'\nexport type X = LoginStore" }, false],
    ['a service imports a page', { file: 'src/services/api/x.ts', code: "import { x } from '@/pages/home/home'\nexport default x" }, false],
    ['a service uses a platform type', { file: 'src/services/api/x.ts', code: "import type { KeyValueStorage } from '@/platform/key-value'\nexport type X = KeyValueStorage" }, true],
    ['a service calls a platform module', { file: 'src/services/api/x.ts', code: "import { requestPay } from '@/platform/payment'\nexport default requestPay" }, false],
    ['a store calls a platform module', { file: 'src/stores/x.ts', code: "import { localStore } from '@/platform/storage'\nexport default localStore" }, false],
    ['a store imports shared code', { file: 'src/stores/x.ts', code: "import { x } from '@/shared/trade/pay-flow'\nexport default x" }, false],
    ['platform imports a store', { file: 'src/platform/x.ts', code: "import type { RootStore } from '@/stores/root-store'\nexport type X = RootStore" }, false],
    ['a util imports mobx', { file: 'src/utils/x.ts', code: "import { observable } from 'mobx'\nexport default observable" }, false],
    ['a util imports a service', { file: 'src/utils/x.ts', code: "import { errorText } from '@/services/http/errors'\nexport default errorText" }, false],
    ['the API contract imports src', { file: 'types/api/x.ts', code: "import type { Token } from '@/services/session/token'\nexport type X = Token" }, false],
    ['shared code uses a store', { file: 'src/shared/trade/x.ts', code: "import { PayStore } from '@/stores/pay-store'\nexport default PayStore" }, true],
  ]

  it('accepts what the layers allow and refuses the rest', () => {
    const results = lint(cases.map(([, s]) => s))
    const verdicts = cases.map(([name], i) => [name, results[i].length === 0])
    expect(verdicts).toEqual(cases.map(([name, , ok]) => [name, ok]))
  }, 60_000)
})
