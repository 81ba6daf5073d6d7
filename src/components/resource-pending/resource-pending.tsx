import { View } from '@tarojs/components'
import type { ReactElement } from 'react'
import { ErrorState } from '@/components/error-state/error-state'
import { Spinner } from '@/components/spinner/spinner'
import './resource-pending.scss'

/** What a page needs of the one load/error/retry helper (stores/resource.ts) to show its wait. */
export interface PendingSource {
  value: unknown
  status: string
  error: string
  load(): unknown
}

/**
 * What a page shows while the thing it draws has not arrived: the error with 重新加载 when loading
 * failed, else a spinner. A reload keeps a value already drawn, so pages ask only without one:
 *   if (!wallet.value) return pendingView(wallet)
 */
export function pendingView(source: PendingSource, retry: () => void = () => void source.load()): ReactElement {
  if (source.status === 'error') return <ErrorState text={source.error} onRetry={retry} />
  return (
    <View className='resource-pending' data-testid='loading'>
      <Spinner text='加载中…' />
    </View>
  )
}
