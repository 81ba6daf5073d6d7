import { spawnSync } from 'node:child_process'
import path from 'node:path'

const ROOT = path.resolve(__dirname, '../../..')
const ignored = (file: string) => spawnSync('git', ['check-ignore', '-q', file], { cwd: ROOT }).status === 0

/** The upload key is read from WEAPP_UPLOAD_KEY_PATH; a copy left in the work tree is never committed. */
test.each([
  'private.wx0123456789abcdef.key',
  'keys/private.wx0123456789abcdef.key',
  'config/upload.key',
  'upload-key.txt',
  'upload-key',
  'secrets/upload.pem',
])('git ignores %s', (file) => {
  expect(ignored(file)).toBe(true)
})

test('and still sees the files it should (the check can fail)', () => {
  expect(ignored('package.json')).toBe(false)
  expect(ignored('scripts/release-weapp.ts')).toBe(false)
})
