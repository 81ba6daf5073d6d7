/**
 * A window that changes size (an iPad turned on its side, PC WeChat's window dragged taller, for a
 * mini-program that is `resizable`, which app.config.ts explains this one is not). No page sizes
 * itself in script from the window: choose-city's A–Z list, the page whose list fills the window,
 * takes what the top block leaves through its stylesheet (a column as tall as the window, as the
 * mall's), which WeChat lays out again in a new window. So a resize draws nothing again, no height of
 * the old window is written into the page, and nothing listens to the window.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { attr, classesOf, findAll } from './rig/node-tree'
import { Rig, WEAPP_BUILD } from './rig/rig'

let rig: Rig
afterEach(async () => rig?.close())

/** The build's stylesheets that declare the custom property `name`. */
function sheetsDeclaring(name: string): string[] {
  const sheets = readdirSync(WEAPP_BUILD, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.wxss'))
  return sheets.filter((f) => readFileSync(path.join(WEAPP_BUILD, f), 'utf8').includes(`${name}:`))
}

/** The declarations of `selector`'s own rule in a compiled page sheet. */
function ruleOf(sheet: string, selector: string): string {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`(?:^|})${escaped}\\{([^}]*)\\}`).exec(sheet)?.[1] ?? ''
}

test('choose-city: the A–Z list fills the window by the stylesheet alone, so a resized window draws nothing again', async () => {
  rig = await Rig.start({ visitor: 'bound-parent' })
  await rig.launch('pages/common/choose-city')
  const list = () => findAll(rig.tree(), (n) => classesOf(n).includes('choose-city__list'))[0]
  await rig.waitFor(() => list() !== undefined, 'the A–Z list drawn')
  // no height from the window in the page: the sheet gives it
  expect(attr(list().node, 'style')).not.toMatch(/height/)
  const sheet = readFileSync(path.join(WEAPP_BUILD, 'pages/common/choose-city.wxss'), 'utf8')
  // as tall as the window: --page-height is H5's (the window less Taro's tab bar and inset), set nowhere in the mini-program
  expect(ruleOf(sheet, '.choose-city')).toMatch(/^(?=.*height:var\(--page-height,100vh\))(?=.*display:flex)(?=.*flex-direction:column)/)
  expect(sheetsDeclaring('--page-height')).toEqual([])
  expect(ruleOf(sheet, '.choose-city__body')).toMatch(/^(?=.*flex:1)(?=.*min-height:0)/)
  expect(ruleOf(sheet, '.choose-city__list')).toMatch(/^(?=.*flex:1)(?=.*height:0)/)
  // the top block and the letter row keep their height; the list takes the rest
  expect(ruleOf(sheet, '.city-top')).toMatch(/flex-shrink:0/)
  expect(ruleOf(sheet, '.choose-city__index')).toMatch(/flex-shrink:0/)

  const clientWindow = rig.host.steer.window!
  expect(clientWindow.listening).toBe(0)
  const drawn = rig.host.setDataLog.length
  clientWindow.resize(1024, 704)
  clientWindow.resize(768, 960)
  await rig.settle()
  expect(rig.host.setDataLog.length).toBe(drawn)
  expect(findAll(rig.tree(), (n) => classesOf(n).includes('choose-city__letter')).length).toBeGreaterThan(0)
  expect(rig.host.errors).toEqual([])
})
