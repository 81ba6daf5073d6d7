/**
 * The client's window: an iPhone 8's until a test resizes it, as an iPad turned on its side or PC
 * WeChat's window dragged wider does to a mini-program that is `resizable`. getWindowInfo answers the size
 * now; wx.onWindowResize's listeners hear each change with WeChat's payload ({ size, deviceOrientation })
 * on the next turn.
 */
export interface WindowResizeEvent {
  size: { windowWidth: number; windowHeight: number; screenWidth: number; screenHeight: number }
  deviceOrientation: 'portrait' | 'landscape'
}

type Listener = (res: WindowResizeEvent) => void

export class WindowSwitch {
  /** the window under the navigation bar, px (an iPhone 8: 375 × 603 under a 64 px bar) */
  width = 375
  height = 603
  screenWidth = 375
  screenHeight = 667
  private readonly listeners = new Set<Listener>()

  listen(listener: Listener): void {
    this.listeners.add(listener)
  }

  unlisten(listener?: Listener): void {
    if (listener) this.listeners.delete(listener)
    else this.listeners.clear()
  }

  /** How many listen now (a page that left must stop listening). */
  get listening(): number {
    return this.listeners.size
  }

  /** The window becomes `width` × `height` (the screen with it, the navigation bar still 64 px): every listener hears it. */
  resize(width: number, height: number): void {
    this.width = width
    this.height = height
    this.screenWidth = width
    this.screenHeight = height + 64
    const event: WindowResizeEvent = {
      size: { windowWidth: width, windowHeight: height, screenWidth: this.screenWidth, screenHeight: this.screenHeight },
      deviceOrientation: width > height ? 'landscape' : 'portrait',
    }
    // WeChat tells the listeners on a later turn, not inside the call that changed the window
    for (const l of [...this.listeners]) setTimeout(() => l(event), 0)
  }
}
