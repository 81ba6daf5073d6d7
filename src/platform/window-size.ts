/**
 * The window's size, kept current: a browser window resized, a phone turned or a split screen in a
 * client that changes the mini-program's window (app.config.ts does not make it `resizable`, but the
 * page does not count on that). Taro listens on both
 * platforms (wx.onWindowResize; the window's resize event on H5); what its event carries differs
 * between them, so the size is read again from getWindowInfo on each change.
 */
import Taro from '@tarojs/taro'
import { useEffect, useState } from 'react'

export interface WindowSize {
  width: number
  height: number
}

/** A phone's window, for a platform that answers nothing. */
const FALLBACK: WindowSize = { width: 375, height: 640 }

/** The window's size now, px. */
export function windowSize(): WindowSize {
  try {
    const info = Taro.getWindowInfo()
    return { width: info.windowWidth || FALLBACK.width, height: info.windowHeight || FALLBACK.height }
  } catch {
    return FALLBACK
  }
}

/** The window's size, drawn again when the window changes size. */
export function useWindowSize(): WindowSize {
  const [size, setSize] = useState(windowSize)
  useEffect(() => {
    const changed = () => setSize(windowSize())
    Taro.onWindowResize(changed)
    return () => Taro.offWindowResize(changed)
  }, [])
  return size
}
