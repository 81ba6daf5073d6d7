/**
 * The phone's network in the headless client, switched by a test: `wx.getNetworkType` answers
 * 'none' while it is off, `wx.onNetworkStatusChange` listeners hear each change (on the next turn,
 * as WeChat tells them), and `wx.request` fails as WeChat's does without a network, at once, with a
 * `request:fail` errMsg; a request under way when the network goes is cut off the same way.
 */
export interface NetworkStatus {
  isConnected: boolean
  networkType: string
}

/** WeChat's errMsg for a request sent without a network (Android's wording). */
export const OFFLINE_ERR_MSG = 'request:fail -106:net::ERR_INTERNET_DISCONNECTED'

export class NetworkSwitch {
  online = true
  /** the type getNetworkType answers while on */
  type = 'wifi'
  private readonly listeners = new Set<(status: NetworkStatus) => void>()
  private readonly underWay = new Set<() => void>()

  get status(): NetworkStatus {
    return { isConnected: this.online, networkType: this.online ? this.type : 'none' }
  }

  listen(listener: (status: NetworkStatus) => void): void {
    this.listeners.add(listener)
  }

  unlisten(listener?: (status: NetworkStatus) => void): void {
    if (listener) this.listeners.delete(listener)
    else this.listeners.clear()
  }

  /** A request under way: `cut` ends it as a failed one when the network goes. The returned function forgets it. */
  track(cut: () => void): () => void {
    this.underWay.add(cut)
    return () => void this.underWay.delete(cut)
  }

  /** Turns the network off or on; listeners hear of a change on the next turn. */
  set(online: boolean): void {
    if (online === this.online) return
    this.online = online
    if (!online) for (const cut of [...this.underWay]) cut()
    const status = this.status
    setTimeout(() => {
      for (const listener of [...this.listeners]) listener(status)
    }, 0)
  }
}
