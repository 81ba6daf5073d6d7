/**
 * @jest-environment jsdom
 */
/** H5: what waits for the first screen's pictures runs once they are in, faded in, and the page idle. */
import { afterPicturesSettle, PICTURES_WAIT_CAP_MS } from '@/platform/pictures-settle.h5'
import { afterPicturesSettle as afterFadeOnly } from '@/platform/pictures-settle'

const FADE = 500
const flush = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve()
}
/** A picture on its way: jsdom loads nothing, so an image with a source stays incomplete. */
const pictureOnItsWay = (): HTMLImageElement => {
  const img = document.createElement('img')
  img.src = 'https://img.test/a.png'
  document.body.appendChild(img)
  return img
}

beforeEach(() => {
  jest.useFakeTimers()
  document.body.innerHTML = ''
})
afterEach(() => jest.useRealTimers())

describe('afterPicturesSettle (H5)', () => {
  it('with every picture in, runs after the fade and an idle moment', async () => {
    const run = jest.fn()
    afterPicturesSettle(run, FADE)
    await flush()
    jest.advanceTimersByTime(FADE - 1)
    expect(run).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1)
    jest.runOnlyPendingTimers() // the idle moment (jsdom has no requestIdleCallback: the next turn)
    expect(run).toHaveBeenCalledTimes(1)
  })

  it('waits for a picture on its way to arrive or fail, then the fade', async () => {
    const img = pictureOnItsWay()
    const failing = pictureOnItsWay()
    const run = jest.fn()
    afterPicturesSettle(run, FADE)
    await flush()
    jest.advanceTimersByTime(2000)
    expect(run).not.toHaveBeenCalled()
    img.dispatchEvent(new Event('load'))
    await flush()
    jest.advanceTimersByTime(FADE + 10)
    expect(run).not.toHaveBeenCalled() // the other one is still on its way
    failing.dispatchEvent(new Event('error'))
    await flush()
    jest.advanceTimersByTime(FADE - 1)
    expect(run).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1)
    jest.runOnlyPendingTimers()
    expect(run).toHaveBeenCalledTimes(1)
  })

  it('waits no longer than its cap for pictures that never come', async () => {
    pictureOnItsWay()
    const run = jest.fn()
    afterPicturesSettle(run, FADE)
    jest.advanceTimersByTime(PICTURES_WAIT_CAP_MS)
    await flush()
    jest.advanceTimersByTime(FADE)
    jest.runOnlyPendingTimers()
    expect(run).toHaveBeenCalledTimes(1)
  })

  it('never runs once cancelled', async () => {
    const img = pictureOnItsWay()
    const run = jest.fn()
    const cancel = afterPicturesSettle(run, FADE)
    cancel()
    img.dispatchEvent(new Event('load'))
    await flush()
    jest.advanceTimersByTime(PICTURES_WAIT_CAP_MS + FADE + 1000)
    await flush()
    jest.runAllTimers()
    expect(run).not.toHaveBeenCalled()
  })
})

describe('afterPicturesSettle (mini-program)', () => {
  it('runs after the fade, and not once cancelled', () => {
    const run = jest.fn()
    afterFadeOnly(run, FADE)
    jest.advanceTimersByTime(FADE - 1)
    expect(run).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1)
    expect(run).toHaveBeenCalledTimes(1)
    const stopped = jest.fn()
    afterFadeOnly(stopped, FADE)()
    jest.advanceTimersByTime(FADE * 2)
    expect(stopped).not.toHaveBeenCalled()
  })
})
