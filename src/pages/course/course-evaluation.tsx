import { page } from '@/components/page-boundary/page-boundary'
import { Button, TextArea } from '@nutui/nutui-react-taro'
import { RatingStars } from '@/components/rating-stars/rating-stars'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { EmptyState } from '@/components/empty-state/empty-state'
import { FormBar } from '@/components/form-bar/form-bar'
import { useAddressedLoad } from '@/components/page-kit/use-page-load'
import { pendingView } from '@/components/resource-pending/resource-pending'
import { runAction } from '@/components/toast/run-action'
import { HttpError } from '@/services/http/errors'
import { useArea } from '@/stores/store-context'
import { courseArea } from './model/course-area'
import { DESCRIBE_MAX, EVALUATION_ITEMS } from './model/course-rules'
import './course-pages.scss'

/** Rates a finished course once; an existing evaluation is shown read-only. */
function CourseEvaluationPage() {
  const { evaluation: store } = useArea(courseArea)
  const productId = useAddressedLoad('productId', store, (s, id) => s.open(id))

  if (!productId) return <EmptyState text='课程不存在' />
  const existing = store.existing
  if (!existing.value || store.productId !== productId) return pendingView(existing)
  const shown = store.shown
  const readOnly = store.readOnly

  // a draft that may not be sent yet (a rating missing) says why, like a refusal of the server
  const submit = () => {
    if (store.submitting) return
    void runAction(
      async () => {
        const why = await store.submit()
        if (why) throw new HttpError('biz', why)
      },
      { done: '评价成功' },
    )
  }

  return (
    <View className='course-page evaluation' data-testid='course-evaluation' data-readonly={readOnly ? '1' : '0'}>
      <View className='course-section'>
        {EVALUATION_ITEMS.map((item) => (
          <View key={item.key} className='evaluation__item' data-testid={`rate-${item.key}`}>
            <Text className='evaluation__label'>{item.title}</Text>
            <RatingStars value={shown[item.key]} readOnly={readOnly} onChange={(v) => store.set(item.key, v)} />
          </View>
        ))}
        {readOnly ? (
          <>
            <Text className='evaluation__describe' data-testid='evaluation-describe'>
              {shown.describe || '未填写文字评价'}
            </Text>
            <Text className='evaluation__done'>已评价，感谢你的反馈</Text>
          </>
        ) : (
          <TextArea
            className='evaluation__text'
            value={shown.describe}
            placeholder='说说孩子的上课体验（选填）'
            maxLength={DESCRIBE_MAX}
            showCount
            onChange={(v) => store.set('describe', v)}
          />
        )}
      </View>
      {readOnly ? null : (
        <FormBar className='course-bar'>
          <Button type='primary' data-testid='submit-evaluation' loading={store.submitting} disabled={store.submitting} onClick={submit}>
            提交评价
          </Button>
        </FormBar>
      )}
    </View>
  )
}

export default page(observer(CourseEvaluationPage))
