import Taro, { usePullDownRefresh, useRouter } from '@tarojs/taro'
import { useEffect } from 'react'

/**
 * A page's one way to load: `load` runs when the page opens (and again when `key` changes), and
 * pull-down refresh runs it once more and closes the spinner. What is on screen stays while it runs
 * (a Resource keeps its value on reload); draw the wait with `pendingView(resource)`.
 *   usePageLoad(() => wallet.load())
 *   usePageLoad(() => detail.open(id), id)
 */
export function usePageLoad(load: () => Promise<unknown> | unknown, key?: unknown): void {
  useEffect(() => {
    void load()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])
  usePullDownRefresh(() => {
    void Promise.resolve(load()).finally(() => Taro.stopPullDownRefresh())
  })
}

/**
 * A page about the thing its address names (`?productId=`, `?formId=` …): the value of that
 * parameter ('' when the address has none) and `open` run with it by `usePageLoad`, once per value.
 *   const productId = useAddressedLoad('productId', (id) => store.open(id))
 */
export function useAddressedLoad(param: string, open: (value: string) => Promise<unknown> | unknown): string {
  const value = useRouter().params[param] ?? ''
  usePageLoad(() => (value ? open(value) : undefined), value)
  return value
}
