/**
 * NutUI's Dialog in the mini-program runtime (components/confirm-dialog), as WeChat's template engine
 * draws it: deleting a cancelled order from the order list asks first (取消 leaves the order, 确定
 * deletes it and the dialog goes), and so does booking a class on the week calendar.
 */
import { classesOf, findAll, findByText } from './rig/node-tree'
import { Rig } from './rig/rig'
import type { WxNode } from './rig/template-engine'
import { MockData, ROUTE_SAMPLES } from './route-samples'

let rig: Rig
afterEach(async () => rig?.close())

const QUESTION = '删除后订单将无法恢复，确定删除吗？'
const orderCodes = (): string[] => rig.text().match(/DD2026\d{8}/g) ?? []
/** NutUI's dialog as drawn: its outer box stays in the tree once closed, its transition class says which */
const dialogOpen = () => findAll(rig.tree(), (n) => classesOf(n).includes('nut-dialog-outer') && !classesOf(n).some((c) => c.startsWith('fadeDialog-exit'))).length > 0

test('order list: 删除订单 asks in a dialog; 取消 keeps the order, 确定 deletes it', async () => {
  rig = await Rig.start({ visitor: 'bound-parent' })
  await rig.launch('pages/home/home')
  await rig.open('pages/order/order-list')
  await rig.waitFor(() => orderCodes().length > 0, 'the orders')
  await rig.tap('已取消')
  await rig.waitFor(() => orderCodes().length > 0 && rig.text().includes('删除订单'), 'a cancelled order with 删除订单')
  const before = orderCodes()
  expect(dialogOpen()).toBe(false)

  await rig.tap('删除订单')
  await rig.waitForText(QUESTION)
  expect(dialogOpen()).toBe(true)
  await rig.tap(/^取消$/)
  await rig.waitFor(() => !dialogOpen(), 'the dialog closed by 取消')
  expect(orderCodes()).toEqual(before)

  await rig.tap('删除订单')
  await rig.waitForText(QUESTION)
  await rig.tap(/^确定$/)
  await rig.waitFor(() => !dialogOpen() && orderCodes().length === before.length - 1, 'the order deleted and the dialog closed')
  expect(before.filter((c) => !orderCodes().includes(c))).toHaveLength(1)
  expect(rig.host.errors).toEqual([])
  expect(rig.renderWarnings()).toEqual([])
})

const schedules = () => findAll(rig.tree(), (n) => classesOf(n).includes('schedule'))
/** the days of the week on show: the swiper's current item (the calendar draws the weeks either side too) */
const shownDays = () => {
  const tree = rig.tree()
  const swiper = findAll(tree, (n) => classesOf(n).includes('week-calendar__swiper'))[0]
  if (!swiper) return []
  const items = swiper.node.children.filter((c) => typeof c !== 'string')
  const week = items[Number(swiper.node.attr.current ?? 0)]
  return findAll(tree, (n) => classesOf(n).includes('week-calendar__day')).filter((h) => h.ancestors.includes(week as never))
}
const open = (hit: { node: WxNode }) => !/\bis-(disabled|full)\b/.test(String(hit.node.attr.class ?? ''))

test('schedule appointment: a class chosen on the week calendar is booked through the 确认预约 dialog', async () => {
  rig = await Rig.start({ visitor: 'bound-parent' })
  await rig.launch('pages/home/home')
  const sample = await ROUTE_SAMPLES['pages/schedule/schedule-appointment'](await MockData.login(rig.mock))
  await rig.open('pages/schedule/schedule-appointment', sample.query)
  await rig.waitFor(() => shownDays().length === 7, 'the week drawn')

  // an open day with a class still to come, from this week on (as the H5 journey looks for one)
  const isBookable = (h: { node: WxNode }) => open(h) && !rig.text(h.node).includes('已预约')
  const bookable = () => schedules().filter(isBookable)
  for (let week = 0; week < 3 && !bookable().length; week += 1) {
    for (let d = 0; d < 7 && !bookable().length; d += 1) {
      const day = shownDays()[d]
      if (!open(day)) continue
      rig.dispatch(day, 'tap', {})
      await rig.settle()
    }
    if (!bookable().length) await rig.tap('›')
  }
  // the day's classes keep their order: the one booked is found again by its place
  const list = schedules()
  const place = list.findIndex(isBookable)
  expect(place).toBeGreaterThanOrEqual(0)
  const slot = list[place]
  rig.dispatch(slot, 'tap', {})
  await rig.settle()
  await rig.tap('立即预约')
  await rig.waitFor(() => dialogOpen() && rig.text().includes('确认预约'), 'the 确认预约 dialog')
  // the dialog's title and its button both say 确认预约: the button is the last
  await rig.tap(/^确认预约$/, findByText(rig.tree(), /^确认预约$/).length - 1)
  await rig.waitFor(() => rig.host.log.toasts.includes('预约成功'), 'the toast 预约成功')
  await rig.waitFor(() => !dialogOpen(), 'the dialog closed')
  expect(rig.text(schedules()[place].node)).toContain('已预约')
  expect(rig.host.errors).toEqual([])
})
