import { Current } from '@tarojs/runtime'
import { flushSync } from 'react-dom'

type Unmount = (id: string, done?: () => void) => void

/**
 * A page the mini-program unloads (navigateBack, redirectTo, reLaunch) is taken out of the React
 * tree by Taro's app object (`Current.app.unmount`, from onUnload). Taro only asks React for a
 * render there, and React's scheduler runs it, with the page's effect clean-ups (its timers, its
 * listeners, a sheet's transition timer), in a 0 ms timer: set while the closing page is still on
 * top, it fires after the page is gone, on the next one. WeChat's audit counts that as a timer its
 * page did not clear (及时回收定时器), and a clean-up that runs late can touch a page that no
 * longer exists.
 *
 * Here the unmount is rendered at once (`flushSync`): a synchronous render on React 18's root also
 * runs the passive effects, so the page's clean-ups have run when onUnload returns, and Taro's
 * callback (which mounts a page a reLaunch waits with) runs then too. onUnload is called by the
 * framework, never from inside a React render, where flushSync would not apply.
 *
 * Returns whether the app object was found to wrap; without it (a Taro that no longer has it)
 * nothing changes and the page unmounts as Taro has it.
 */
export function installSyncPageUnmount(app: unknown = Current.app): boolean {
  const target = app as { unmount?: Unmount } | null
  const unmount = target?.unmount
  if (typeof unmount !== 'function') return false
  Object.defineProperty(target, 'unmount', {
    configurable: true,
    writable: true,
    value: (id: string, done?: () => void) => flushSync(() => unmount.call(target, id, done)),
  })
  return true
}
