/**
 * The article list's module editor in the mini-program runtime (栏目管理): the parent orders the
 * article tabs and switches one off with NutUI's Switch in a bottom sheet, saves, and the tabs follow;
 * the H5 journey is test/e2e/content-modules.spec.ts.
 */
import { classesOf, findAll, findByText, textOf } from './rig/node-tree'
import { Rig } from './rig/rig'
import type { WxNode } from './rig/template-engine'

let rig: Rig
afterEach(async () => rig?.close())

const withClass = (root: WxNode, c: string) => findAll(root, (n) => classesOf(n).includes(c))
/** the article tabs as drawn, in order */
const tabNames = () => {
  const strip = withClass(rig.tree(), 'article-list__tabs')[0]
  return strip ? withClass(strip.node, 'tab-strip__item').map((h) => textOf(h.node).trim()) : []
}
const rows = () => withClass(rig.tree(), 'module-editor__row')
const rowNames = () => rows().map((h) => textOf(withClass(h.node, 'module-editor__name')[0].node).trim())
const rowOf = (name: string) => rows().find((h) => textOf(h.node).includes(name))!
/** taps what shows `text` inside the row of module `name` */
async function tapInRow(name: string, text: string): Promise<void> {
  const row = rowOf(name)
  const hit = findByText(row.node, text)[0]
  rig.dispatch({ node: hit.node, ancestors: [...row.ancestors, ...hit.ancestors] }, 'tap', {})
  await rig.settle()
}
/** taps the Switch (its tap area) of module `name` */
async function toggle(name: string): Promise<void> {
  const row = rowOf(name)
  const hit = withClass(row.node, 'module-editor__switch')[0]
  rig.dispatch({ node: hit.node, ancestors: [...row.ancestors, ...hit.ancestors] }, 'tap', {})
  await rig.settle()
}
const switchOf = (name: string) => withClass(rowOf(name).node, 'nut-switch')[0]

test('栏目管理: move a module up, switch one off, save: the tabs follow, and the sheet closes', async () => {
  rig = await Rig.start({ visitor: 'bound-parent' })
  await rig.launch('pages/home/home')
  await rig.open('pages/article/article-list')
  await rig.waitFor(() => tabNames().length === 5, 'the five article tabs')
  expect(tabNames()).toEqual(['推荐', '发育行为', '语言发展', '感统训练', '营养喂养'])
  // a first visit asks for the parent's interests first
  const picker = withClass(rig.tree(), 'tag-picker')[0]
  if (picker) {
    const save = findByText(picker.node, /^保存$/)[0]
    rig.dispatch({ node: save.node, ancestors: [...picker.ancestors, ...save.ancestors] }, 'tap', {})
    await rig.settle()
  }

  await rig.tap('栏目管理')
  await rig.waitFor(() => rows().length === 5, 'the module editor with its five rows')
  // a Switch for every module the parent may hide; 推荐 stays first, without one
  expect(withClass(rig.tree(), 'nut-switch').length).toBe(4)
  expect(textOf(rowOf('推荐').node)).toContain('固定')

  await tapInRow('营养喂养', '上移')
  await tapInRow('营养喂养', '上移')
  await toggle('语言发展')
  expect(rowNames()).toEqual(['推荐', '发育行为', '营养喂养', '语言发展', '感统训练'])
  // the switched-off module's Switch is drawn off, the others on
  expect(classesOf(switchOf('语言发展').node)).toContain('nut-switch-close')
  expect(classesOf(switchOf('发育行为').node)).not.toContain('nut-switch-close')

  const editor = withClass(rig.tree(), 'module-editor')[0]
  const save = findByText(editor.node, /^保存$/)[0]
  rig.dispatch({ node: save.node, ancestors: [...editor.ancestors, ...save.ancestors] }, 'tap', {})
  await rig.waitFor(() => tabNames().join() === '推荐,发育行为,营养喂养,感统训练', 'the tabs in the saved order, without the hidden one')
  expect(rig.host.errors).toEqual([])
})
