import { Text } from '@tarojs/components'
import { Current } from '@tarojs/runtime'
import { observer } from 'mobx-react'
import { usePageLoad, useAddressedLoad } from '@/components/page-kit/use-page-load'
import { pendingView } from '@/components/resource-pending/resource-pending'
import { defineArea } from '@/stores/area-registry'
import { Resource } from '@/stores/resource'
import { RootStore } from '@/stores/root-store'
import { StoreProvider, useArea } from '@/stores/store-context'
import { fakeDeps, mountInPage, text, waitFor } from '../helpers/render'

/**
 * A page left open while the parent changes (the session ended, another parent logged in): the
 * parent's models are built anew, the open page draws the new one, and its load runs on it, so the
 * page shows the new parent's data instead of waiting on an empty model for good.
 */
let made = 0
const loads: string[] = []
const recordsArea = defineArea('records-under-test', () => {
  const owner = `家长${++made}`
  return {
    owner,
    list: new Resource<string>(async () => {
      loads.push(owner)
      return `${owner}的记录`
    }),
    open(id: string) {
      loads.push(`${owner}:${id}`)
      return this.list.load()
    },
  }
})

const RecordsPage = observer(() => {
  const model = useArea(recordsArea)
  usePageLoad(() => model.list.load(), [model])
  return model.list.value ? <Text>{model.list.value}</Text> : pendingView(model.list)
})

const AddressedPage = observer(() => {
  const model = useArea(recordsArea)
  useAddressedLoad('recordId', model, (m, id) => m.open(id))
  return model.list.value ? <Text>{model.list.value}</Text> : pendingView(model.list)
})

async function mount(Page: () => JSX.Element | null) {
  const root = new RootStore(fakeDeps())
  await mountInPage(() => (
    <StoreProvider store={root}>
      <Page />
    </StoreProvider>
  ))
  return root
}

beforeEach(() => {
  made = 0
  loads.length = 0
})

test('the page loads into the model built for the next parent, and shows its data', async () => {
  const root = await mount(RecordsPage)
  await waitFor(() => text().includes('家长1的记录'))
  // the parent changes: the registry drops the parent's models (root-store.ts parentChanged)
  root.areas.clear()
  await waitFor(() => text().includes('家长2的记录'))
  expect(text()).not.toContain('加载中')
  expect(loads).toEqual(['家长1', '家长2'])
})

test('a page about one thing opens the same thing again on the new model', async () => {
  ;(Current as unknown as { router: unknown }).router = { params: { recordId: 'R7' }, path: '/pages/under-test/page', onReady: '', onHide: '', onShow: '' }
  const root = await mount(AddressedPage)
  await waitFor(() => text().includes('家长1的记录'))
  root.areas.clear()
  await waitFor(() => text().includes('家长2的记录'))
  expect(loads).toEqual(['家长1:R7', '家长1', '家长2:R7', '家长2'])
})
