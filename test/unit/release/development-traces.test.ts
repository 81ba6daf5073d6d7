import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { DEMO_PARENT_BIND_PATH, DEMO_PARENT_BUTTON_TEXT, developmentTraces } from '../../../scripts/lib/development-traces'

const SRC = path.resolve(__dirname, '../../../src')

describe('development-only code in a build', () => {
  let dir = ''
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), text)
  }
  beforeEach(() => (dir = mkdtempSync(path.join(os.tmpdir(), 'release-traces-'))))
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it('is found in the code files, each text by file', () => {
    write('pages/auth/login.js', `x("${DEMO_PARENT_BUTTON_TEXT}")`)
    write('common.js', `post("${DEMO_PARENT_BIND_PATH}")`)
    write('app.js', 'fine')
    write('assets/note.png', DEMO_PARENT_BUTTON_TEXT)
    expect(developmentTraces(dir)).toEqual([
      { file: 'common.js', found: DEMO_PARENT_BIND_PATH },
      { file: 'common.js', found: '/mock/' },
      { file: 'pages/auth/login.js', found: DEMO_PARENT_BUTTON_TEXT },
    ])
  })

  it('looks for the texts the source really has (a renamed button would make the check blind)', () => {
    expect(readFileSync(path.join(SRC, 'platform/demo-parent-button.tsx'), 'utf8')).toContain(DEMO_PARENT_BUTTON_TEXT)
    expect(readFileSync(path.join(SRC, 'services/api/demo-parent-calls.ts'), 'utf8')).toContain(`'${DEMO_PARENT_BIND_PATH}'`)
  })
})
