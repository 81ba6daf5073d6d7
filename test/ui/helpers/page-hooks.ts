import { getPageInstance, HOOKS_APP_ID } from '@tarojs/runtime'

/** Runs a page hook (usePullDownRefresh, useReachBottom, useDidShow) as the runtime does. */
function runPageHook(name: 'onPullDownRefresh' | 'onReachBottom' | 'componentDidShow'): void {
  const inst = getPageInstance(HOOKS_APP_ID) as Record<string, (() => void) | (() => void)[] | undefined> | undefined
  const hooks = inst?.[name]
  for (const fn of Array.isArray(hooks) ? hooks : hooks ? [hooks] : []) fn()
}
/** The parent pulls the page down. */
export const pullDown = () => runPageHook('onPullDownRefresh')
/** The parent scrolls to the bottom of the page. */
export const reachBottom = () => runPageHook('onReachBottom')
/** The parent comes back to the page. */
export const showAgain = () => runPageHook('componentDidShow')
