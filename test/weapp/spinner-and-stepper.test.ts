/**
 * The one spinner and the one quantity stepper in the mini-program runtime (WeChat's template
 * engine draws only what base.wxml has a template for): the wait view's spinner is a view with the
 * loading icon's SVG as its mask beside 加载中…, and a cart row's stepper draws its field and its
 * − and + with their icons.
 */
import { findAll } from './rig/node-tree'
import { Rig } from './rig/rig'

let rig: Rig
afterEach(async () => rig?.close())

const withClass = (cls: string) => findAll(rig.tree(), (n) => String(n.attr.class ?? '').split(/\s+/).includes(cls))

test('a page waiting for its answer shows the spinner: the loading icon drawn as a masked view, beside 加载中…', async () => {
  // the wallet's answer hangs until it times out: a failed request this journey plants
  rig = await Rig.start({ plants: ['no-failed-request'] })
  await rig.launch('pages/home/home')
  await rig.fault({ path: '/api/user/getUserWallet', fault: 'hang' })
  await rig.open('pages/wallet/wallet')
  await rig.waitFor(() => withClass('spinner').length > 0, 'the spinner')
  const [spinner] = withClass('spinner')
  expect(rig.text(spinner.node)).toContain('加载中…')
  const icons = findAll(spinner.node, (n) => String(n.attr.class ?? '').split(/\s+/).includes('nut-icon'))
  expect(icons).toHaveLength(1)
  const icon = icons[0].node
  expect(icon.tag).toBe('wx-view')
  expect(String(icon.attr.class)).toContain('nut-icon-Loading')
  expect(String(icon.attr.style ?? '')).toMatch(/-webkit-mask:\s*url\('data:image\/svg\+xml/)
  expect(rig.host.errors).toEqual([])
  expect(rig.renderWarnings()).toEqual([])
})

test('each cart row draws its stepper: the field with the amount, − and + with their icons', async () => {
  rig = await Rig.start({ growth: 10 })
  await rig.launch('pages/cart/cart')
  await rig.waitFor(() => withClass('quantity-stepper').length > 0, 'the first steppers')
  await rig.settle()
  const steppers = withClass('quantity-stepper')
  expect(steppers.length).toBeGreaterThan(1)
  for (const { node } of steppers) {
    const has = (cls: string) => findAll(node, (n) => String(n.attr.class ?? '').split(/\s+/).includes(cls))
    expect(has('nut-inputnumber-minus')).toHaveLength(1)
    expect(has('nut-inputnumber-add')).toHaveLength(1)
    expect(findAll(node, (n) => n.tag === 'wx-input')).toHaveLength(1)
    expect(String(findAll(node, (n) => n.tag === 'wx-input')[0].node.attr.value)).toMatch(/^[1-9]\d*$/)
    expect(has('nut-icon')).toHaveLength(2)
  }
  expect(rig.host.errors).toEqual([])
  expect(rig.renderWarnings()).toEqual([])
})
