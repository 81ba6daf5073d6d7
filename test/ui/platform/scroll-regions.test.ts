import { installScrollRegions } from '@/platform/scroll-regions.h5'
import { imageAlt } from '@/platform/image-alt.h5'

const flush = () => new Promise((r) => setTimeout(r, 0))

test('H5: page containers, ScrollViews and marked scrolling Views can take focus, as they are and as they appear', async () => {
  document.body.innerHTML = '<div class="taro_page" id="p1"><div class="row">行</div></div><div class="own" tabindex="-1"></div>'
  installScrollRegions()
  expect(document.getElementById('p1')?.getAttribute('tabindex')).toBe('0')
  expect(document.querySelector('.row')?.hasAttribute('tabindex')).toBe(false)

  const later = document.createElement('div')
  later.innerHTML = '<div class="taro-scroll" id="s1"></div><div data-scroll-region id="v1"></div><div class="taro-scroll own2" tabindex="-1" id="s2"></div>'
  document.body.appendChild(later)
  // not in the task that drew them (the observer has seen them by now), a task later
  await Promise.resolve()
  expect(document.getElementById('s1')?.hasAttribute('tabindex')).toBe(false)
  await flush()
  await flush()
  expect(document.getElementById('s1')?.getAttribute('tabindex')).toBe('0')
  expect(document.getElementById('v1')?.getAttribute('tabindex')).toBe('0')
  // a tabindex the page set itself stays
  expect(document.getElementById('s2')?.getAttribute('tabindex')).toBe('-1')
})

test('H5: a picture gets its alt text on the <img>; decorative is an empty alt', () => {
  expect(imageAlt('成长趋势图')).toEqual({ imgProps: { alt: '成长趋势图' } })
  expect(imageAlt('')).toEqual({ imgProps: { alt: '' } })
})
