import TestUtils from '@tarojs/test-utils-react'
import { EmptyState } from '@/components/empty-state/empty-state'

async function mount(Component: () => JSX.Element) {
  document.body.innerHTML = ''
  const t = new TestUtils()
  await t.mount(Component, {})
  return t
}

const textNode = (text: string) => [...document.querySelectorAll<HTMLElement>('*')].find((e) => e.children.length === 0 && e.textContent === text)

test('the empty state of spec §2: 无内容 in #666666 unless a page says otherwise', async () => {
  await mount(() => <EmptyState />)
  expect(textNode('无内容')?.style.color).toBe('rgb(102, 102, 102)')
  await mount(() => <EmptyState text='没有找到相关内容' color='#999999' />)
  expect(textNode('没有找到相关内容')?.style.color).toBe('rgb(153, 153, 153)')
})
