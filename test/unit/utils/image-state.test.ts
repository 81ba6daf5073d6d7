import { imageNext, initialImageState, lazyImageNext, LAZY_DEFAULT_HEIGHT, LAZY_THRESHOLD, IMAGE_FADE_MS } from '@/utils/image-state'

describe('lazy image states', () => {
  it('goes not shown → lazyed on appear, then loaded or error', () => {
    expect(lazyImageNext('not-shown', 'load')).toBe('not-shown')
    expect(lazyImageNext('not-shown', 'appear')).toBe('lazyed')
    expect(lazyImageNext('lazyed', 'appear')).toBe('lazyed')
    expect(lazyImageNext('lazyed', 'load')).toBe('loaded')
    expect(lazyImageNext('lazyed', 'error')).toBe('error')
    expect(lazyImageNext('loaded', 'error')).toBe('loaded')
    expect(lazyImageNext('error', 'reset')).toBe('not-shown')
  })

  it('appears within 100 px of the viewport, in a 450 px box until then', () => {
    expect(LAZY_THRESHOLD).toBe(100)
    expect(LAZY_DEFAULT_HEIGHT).toBe(450)
  })
})

describe('image states', () => {
  it('starts loading, or as an error when there is no source', () => {
    expect(initialImageState('https://x/a.png')).toBe('loading')
    expect(initialImageState('')).toBe('error')
    expect(initialImageState(undefined)).toBe('error')
  })

  it('settles once on load or error and starts over on reset', () => {
    expect(imageNext('loading', 'load')).toBe('loaded')
    expect(imageNext('loading', 'error')).toBe('error')
    expect(imageNext('loaded', 'error')).toBe('loaded')
    expect(imageNext('error', 'reset')).toBe('loading')
    expect(IMAGE_FADE_MS).toBe(500)
  })
})
