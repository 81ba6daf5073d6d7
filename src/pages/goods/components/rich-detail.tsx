import { Text, View } from '@tarojs/components'
import { RichHtml } from '@/shared/rich-text/rich-html'
import { sanitizeHtml } from '@/shared/rich-text/sanitize-html'

/** The product's description: server HTML, sanitized by the shared RichHtml. */
export function RichDetail({ html }: { html: string }) {
  if (!sanitizeHtml(html)) return null
  return (
    <View className='detail-card detail-section' data-testid='rich-detail'>
      <Text className='detail-section__title'>详情介绍</Text>
      <RichHtml className='rich-detail' html={html} testId='rich-detail-body' />
    </View>
  )
}
