import Taro, { useDidHide, useDidShow, usePullDownRefresh, useRouter } from '@tarojs/taro'
import { useEffect, useRef, type DependencyList } from 'react'
import { reloadsOnShow, type ReloadOnShow } from '@/utils/reload-on-show'

/**
 * A page's one way to load: `load` runs when the page opens, and again when one of `deps` changes,
 * and pull-down refresh runs it once more and closes the spinner. `deps` name what the load reads,
 * as React's effects do (lint checks them, react-hooks/exhaustive-deps): the area models and the
 * address values. A model among them matters: when another parent logs in after the session ended
 * (root-store.ts), the parent's models are built anew, and a page still open loads into the new
 * one instead of waiting on the old one for good. `onShow` runs it again when the page is shown
 * again (`useReloadOnShow`): 'after-hidden' for what a parent reads (a list, a count) so that coming
 * back after a while, or the next day, shows today's; 'every-show' for what changes behind the page
 * (the cart after an order); 'never', the default, for a page that holds the parent's input or
 * starts something (a form, a checkout). What is on screen stays while it runs (a Resource keeps
 * its value on reload); draw the wait with `pendingView(resource)`.
 *   usePageLoad(() => wallet.load(), [wallet], { onShow: 'after-hidden' })
 *   usePageLoad(() => detail.open(id), [detail, id])
 */
export function usePageLoad(load: () => Promise<unknown> | unknown, deps: DependencyList, options: { onShow?: ReloadOnShow } = {}): void {
  useEffect(() => {
    void load()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps, checked at the call
  }, deps)
  usePullDownRefresh(() => {
    void Promise.resolve(load()).finally(() => Taro.stopPullDownRefresh())
  })
  useReloadOnShow(load, options.onShow ?? 'never')
}

/**
 * The page kit's reload on show: the page remembers when it went out of sight (the app hidden, or
 * another page opened over it) and, shown again, runs `reload` when `reloadsOnShow` says so (after
 * RELOAD_AFTER_HIDDEN_MS by default). Used by `usePageLoad` and `usePagedList`; not by pages.
 */
export function useReloadOnShow(reload: () => Promise<unknown> | unknown, when: ReloadOnShow = 'after-hidden'): void {
  const hiddenAt = useRef<number | null>(null)
  const latest = useRef(reload)
  latest.current = reload
  useDidHide(() => {
    hiddenAt.current ??= Date.now()
  })
  useDidShow(() => {
    const since = hiddenAt.current
    hiddenAt.current = null
    if (reloadsOnShow(when, since, Date.now())) void latest.current()
  })
}

/**
 * A page about the thing its address names (`?productId=`, `?formId=` …): the value of that
 * parameter ('' when the address has none), and `open(model, value)` run by `usePageLoad` once per
 * value and per model (a model built anew for another parent opens the thing again).
 *   const productId = useAddressedLoad('productId', store, (s, id) => s.open(id))
 */
export function useAddressedLoad<M>(param: string, model: M, open: (model: M, value: string) => Promise<unknown> | unknown): string {
  const value = useRouter().params[param] ?? ''
  // `open` is written inline at the call (a new function each drawing): the model and the value decide
  // eslint-disable-next-line react-hooks/exhaustive-deps
  usePageLoad(() => (value ? open(model, value) : undefined), [model, value])
  return value
}
