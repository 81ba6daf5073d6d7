/** A form's submit bar leaves the bottom of the screen for the end of the form while a field has the keyboard. */
import { FormBar } from '@/components/form-bar/form-bar'
import { opensKeyboard, REFOCUS_MS, watchKeyboard } from '@/platform/keyboard.h5'
import { mountInPage, waitFor } from './helpers/render'

const field = (tag: 'input' | 'textarea', type?: string) => {
  const el = document.createElement(tag)
  if (type) el.setAttribute('type', type)
  document.body.appendChild(el)
  return el
}

afterEach(() => {
  jest.useRealTimers()
  document.body.innerHTML = ''
})

describe('watchKeyboard (browser)', () => {
  it('takes text fields for the keyboard, not boxes and buttons', () => {
    expect(opensKeyboard(field('input'))).toBe(true)
    expect(opensKeyboard(field('input', 'tel'))).toBe(true)
    expect(opensKeyboard(field('textarea'))).toBe(true)
    expect(opensKeyboard(field('input', 'checkbox'))).toBe(false)
    expect(opensKeyboard(document.body)).toBe(false)
  })

  it('opens on focus, stays open moving to the next field, closes after the last blur', () => {
    jest.useFakeTimers()
    const seen: boolean[] = []
    const stop = watchKeyboard((open) => seen.push(open))
    const name = field('input')
    const detail = field('textarea')
    name.focus()
    expect(seen).toEqual([true])
    detail.focus() // blur of name, focus of detail
    jest.advanceTimersByTime(REFOCUS_MS + 1)
    expect(seen).toEqual([true])
    detail.blur()
    expect(seen).toEqual([true])
    jest.advanceTimersByTime(REFOCUS_MS + 1)
    expect(seen).toEqual([true, false])
    stop()
    name.focus()
    expect(seen).toEqual([true, false])
  })
})

describe('FormBar', () => {
  it('is the page’s fixed bar until a field has the focus, then stands in the form', async () => {
    await mountInPage(FormBar, { className: 'course-bar', children: '提交评价' }, '/pages/course/course-evaluation')
    const bar = () => document.querySelector('[data-testid="form-bar"]') as HTMLElement
    expect(bar().className).toBe('form-bar course-bar')
    const text = field('textarea')
    text.focus()
    await waitFor(() => bar().className.includes('form-bar--in-flow'))
    text.blur()
    await waitFor(() => !bar().className.includes('form-bar--in-flow'))
    expect(bar().className).toBe('form-bar course-bar')
  })
})
