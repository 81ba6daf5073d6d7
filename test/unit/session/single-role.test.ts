/**
 * One end-user role (spec §6): a visitor is either anonymous or the logged-in parent/student, and
 * logging in is all any page asks for. No page is kept for another kind of user.
 */
import { routePaths, routes } from '@/config/routes'
import { decideH5Entry, type H5EntryInput } from '@/services/session/h5-entry'

const visit = (path: string, hasStudentToken: boolean): H5EntryInput => ({
  path,
  query: {},
  isWeChatBrowser: true,
  rememberedPass: false,
  rememberedNative: null,
  hasStudentToken,
})

const everyPage = ['/', ...routePaths()]

test('the logged-in parent opens every page of the storefront, whatever it is', () => {
  expect(routePaths().length).toBeGreaterThan(50)
  const refused = everyPage.filter((path) => decideH5Entry(visit(path, true)).kind !== 'logged-in')
  expect(refused).toEqual([])
})

test('an anonymous visitor is sent to log in from every page but the two public pages and the open-in-WeChat page', () => {
  const open = everyPage.filter((path) => decideH5Entry(visit(path, false)).kind !== 'login-redirect')
  expect(open.sort()).toEqual([routes.goodsDetail.path, routes.publicPage.path, routes.openInWechat.path].sort())
  for (const path of open) expect(decideH5Entry(visit(path, false)).kind).toBe('exempt-page')
})
