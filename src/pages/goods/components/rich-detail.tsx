import { RichText, Text, View } from '@tarojs/components'
import { useMemo } from 'react'
import { sanitizeDetail } from '../sanitize-detail'

/** The product's description: server HTML, sanitized before RichText renders it. */
export function RichDetail({ html }: { html: string }) {
  const safe = useMemo(() => sanitizeDetail(html), [html])
  if (!safe) return null
  return (
    <View className='detail-card detail-section' data-testid='rich-detail'>
      <Text className='detail-section__title'>详情介绍</Text>
      <RichText className='rich-detail' nodes={safe} />
    </View>
  )
}
