import { makeAutoObservable } from 'mobx'

/**
 * Whether the phone has a network, as the platform reports it (platform/network; wired in
 * app-context). The request layer reads it to fail at once while there is none; the page kit's error
 * views load again when it returns, and the network notice is drawn from it.
 */
export class NetworkState {
  online = true
  private readonly returns = new Set<() => void>()

  constructor() {
    makeAutoObservable<NetworkState, 'returns'>(this, { returns: false })
  }

  /** What the platform reports; a change from none to some tells every listener of `onReturn`. */
  set(online: boolean): void {
    const back = online && !this.online
    this.online = online
    if (back) for (const listener of [...this.returns]) listener()
  }

  /** Calls `listener` each time the network comes back; the returned function stops it. */
  onReturn(listener: () => void): () => void {
    this.returns.add(listener)
    return () => void this.returns.delete(listener)
  }
}

/** The app's one network state. */
export const networkState = new NetworkState()
