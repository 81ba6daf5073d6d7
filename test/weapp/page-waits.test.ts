/**
 * "The toast, then back" in the mini-program: choosing an organization says 已切换到… and goes back
 * to 我的 a moment later; a parent who opens another page in that moment stays on it (the wait
 * belongs to the page it was started on, components/page-kit/page-timers.ts).
 */
import { Rig } from './rig/rig'
import { MockData } from './route-samples'

let rig: Rig
afterEach(async () => rig?.close())

async function chooseAnotherOrganization(): Promise<string> {
  rig = await Rig.start({ visitor: 'bound-parent' })
  await rig.launch('pages/home/home')
  await rig.open('pages/user/user-info')
  const current = /所属机构\s*(\S+)/.exec(rig.text())?.[1]
  await rig.host.navigateTo('/pages/user/set-organization')
  await rig.settle()
  const orgs = await (await MockData.login(rig.mock)).get<Array<{ organizationName: string }>>('/api/auth/userOrganizations')
  expect(orgs.length).toBeGreaterThan(1)
  const other = orgs.map((o) => o.organizationName).find((name) => name !== current)!
  await rig.tap(other)
  await rig.waitFor(() => rig.host.log.toasts.includes(`已切换到${other}`), 'the switch said')
  expect(rig.page.route).toBe('pages/user/set-organization')
  return other
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

test('an organization chosen: 已切换到…, then back on 我的', async () => {
  await chooseAnotherOrganization()
  await rig.waitForRoute('pages/user/user-info')
  expect(rig.host.stack.map((p) => p.route)).toEqual(['pages/user/user-info'])
  expect(rig.host.errors).toEqual([])
})

test('another page opened before the wait ends: the parent stays on it, nothing is closed under them', async () => {
  await chooseAnotherOrganization()
  await rig.host.navigateTo('/pages/notice/notice-list')
  await rig.settle()
  await sleep(900)
  await rig.settle()
  expect(rig.page.route).toBe('pages/notice/notice-list')
  expect(rig.host.stack.map((p) => p.route)).toEqual(['pages/user/user-info', 'pages/user/set-organization', 'pages/notice/notice-list'])
  expect(rig.host.errors).toEqual([])
})
