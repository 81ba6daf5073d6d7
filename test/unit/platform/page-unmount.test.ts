/**
 * @jest-environment jsdom
 */
/**
 * Mini-program: a page the framework unloads leaves React at once, its effect clean-ups with it,
 * instead of in a scheduler task that runs after the page is gone. The app object here does what
 * Taro's does (@tarojs/plugin-framework-react's AppWrapper.unmount: drop the page's element, then
 * forceUpdate with the callback) on a React 18 root.
 */
import { Component, createElement, useEffect } from 'react'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { installSyncPageUnmount } from '@/platform/page-unmount'

jest.mock('@tarojs/runtime', () => ({ Current: { app: null } }))

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}

interface Harness {
  app: { unmount(id: string, done?: () => void): void }
  events: string[]
}

/** A Taro-like app: pages by id, each a component whose effect logs its clean-up. */
async function mountApp(ids: string[]): Promise<Harness> {
  const events: string[] = []
  function Page({ id }: { id: string }) {
    useEffect(() => () => void events.push(`cleaned ${id}`), [id])
    return createElement('div', null, id)
  }
  const wrapper: { current: Wrapper | null } = { current: null }
  class Wrapper extends Component {
    elements = ids.map((id) => createElement(Page, { key: id, id }))
    componentDidMount() {
      wrapper.current = this
    }
    unmount(id: string, done?: () => void) {
      this.elements = this.elements.filter((e) => e.props.id !== id)
      this.forceUpdate(done)
    }
    render() {
      return this.elements.slice()
    }
  }
  const root = createRoot(document.createElement('div'))
  globalThis.IS_REACT_ACT_ENVIRONMENT = true
  await act(async () => root.render(createElement(Wrapper)))
  globalThis.IS_REACT_ACT_ENVIRONMENT = false
  // Taro's app object keeps unmount on its prototype (Object.create), as here
  const app = Object.create({
    unmount(id: string, done?: () => void) {
      wrapper.current!.unmount(id, done)
    },
  }) as Harness['app']
  return { app, events }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20))

test("Taro's own unmount leaves the page's clean-up to a later task (what this changes)", async () => {
  const { app, events } = await mountApp(['home', 'cart'])
  app.unmount('cart', () => events.push('done'))
  expect(events).toEqual([])
  await settle()
  expect(events).toEqual(['done', 'cleaned cart'])
})

test('with installSyncPageUnmount the page is unmounted and cleaned up before unmount returns', async () => {
  const { app, events } = await mountApp(['home', 'cart'])
  expect(installSyncPageUnmount(app)).toBe(true)
  app.unmount('cart', () => events.push('done'))
  expect(events).toEqual(['done', 'cleaned cart'])
  await settle()
  // nothing left for later, and the other page stays
  expect(events).toEqual(['done', 'cleaned cart'])
})

test('an app object without unmount is left as it is', () => {
  const app = { mount() {} }
  expect(installSyncPageUnmount(app)).toBe(false)
  expect(installSyncPageUnmount(null)).toBe(false)
  expect(Object.keys(app)).toEqual(['mount'])
})
