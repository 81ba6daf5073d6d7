import TestUtils from '@tarojs/test-utils-react'
import { FieldError } from '@/components/field-error/field-error'

async function mount(Component: () => JSX.Element) {
  document.body.innerHTML = ''
  const t = new TestUtils()
  await t.mount(Component, {})
  return t
}

test('a form message is drawn only when there is one, announced as an alert, with the place class of its form', async () => {
  await mount(() => <FieldError text='请选择取消原因' testId='form-error' className='order-cancel__error' />)
  const shown = document.querySelector<HTMLElement>('[data-testid="form-error"]')
  expect(shown?.textContent).toBe('请选择取消原因')
  expect(shown?.getAttribute('role')).toBe('alert')
  expect(shown?.className).toContain('field-error')
  expect(shown?.className).toContain('order-cancel__error')

  await mount(() => <FieldError text='' testId='form-error' />)
  expect(document.querySelector('[data-testid="form-error"]')).toBeNull()
  await mount(() => <FieldError text={undefined} testId='form-error' />)
  expect(document.querySelector('[data-testid="form-error"]')).toBeNull()
})
