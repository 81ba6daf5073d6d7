import { Text } from '@tarojs/components'
import { observable, runInAction } from 'mobx'
import { observer } from 'mobx-react'
import { deferredPart } from '@/components/page-kit/deferred-part'
import { mountInPage, waitFor } from '../helpers/render'

function Panel({ label }: { label: string }) {
  return <Text data-testid='panel'>{label}</Text>
}

const drawn = () => document.querySelector('[data-testid="panel"]')?.textContent ?? null
const tick = () => new Promise((r) => setTimeout(r, 30))

describe('deferredPart: a page part whose code comes when it is first wanted', () => {
  test('nothing is loaded or drawn before it is wanted; then it loads once, draws, and keeps taking props', async () => {
    const load = jest.fn(() => Promise.resolve(Panel))
    const part = deferredPart(load)
    const state = observable({ when: false, label: '一' })
    const Host = observer(() => <part.Part when={state.when} label={state.label} />)
    await mountInPage(Host)
    await tick()
    expect(load).not.toHaveBeenCalled()
    expect(drawn()).toBeNull()

    runInAction(() => (state.when = true))
    await waitFor(() => drawn() === '一')
    runInAction(() => (state.label = '二'))
    await waitFor(() => drawn() === '二')
    // once loaded it stays, even when no longer asked for
    runInAction(() => (state.when = false))
    await tick()
    expect(drawn()).toBe('二')
    expect(load).toHaveBeenCalledTimes(1)
  })

  test('a second place that wants the part draws it at once from the loaded code', async () => {
    const load = jest.fn(() => Promise.resolve(Panel))
    const part = deferredPart(load)
    await part.preload()
    await mountInPage(() => <part.Part when={false} label='已载入' />)
    expect(drawn()).toBe('已载入')
    expect(load).toHaveBeenCalledTimes(1)
  })

  test('a load that fails is tried again the next time the part is wanted', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue(Panel)
    const part = deferredPart<{ label: string }>(load)
    await expect(part.preload()).rejects.toThrow('ChunkLoadError')
    const state = observable({ when: true })
    await mountInPage(observer(() => <part.Part when={state.when} label='重试后' />))
    await waitFor(() => drawn() === '重试后')
    expect(load).toHaveBeenCalledTimes(2)
  })
})
