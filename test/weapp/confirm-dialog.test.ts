/**
 * NutUI's Dialog in the mini-program runtime (components/confirm-dialog), as WeChat's template engine
 * draws it: deleting a cancelled order from the order list asks first; 取消 leaves the order, 确定
 * deletes it and the dialog goes.
 */
import { classesOf, findAll } from './rig/node-tree'
import { Rig } from './rig/rig'

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
