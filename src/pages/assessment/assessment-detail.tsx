import { page } from '@/components/page-boundary/page-boundary'
import { FieldError } from '@/components/field-error/field-error'
import { Button, Checkbox, Radio, TextArea } from '@nutui/nutui-react-taro'
import { RatingStars } from '@/components/rating-stars/rating-stars'
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { EmptyState } from '@/components/empty-state/empty-state'
import { FormBar } from '@/components/form-bar/form-bar'
import { useAddressedLoad } from '@/components/page-kit/use-page-load'
import { pendingView } from '@/components/resource-pending/resource-pending'
import { runAction } from '@/components/toast/run-action'
import { routes } from '@/config/routes'
import { HttpError } from '@/services/http/errors'
import { useArea } from '@/stores/store-context'
import { assessmentArea } from './model/assessment-area'
import type { FormQuestion } from './model/assessment-api'
import type { FormStore } from './model/form-store'
import './assessment.scss'

const Question = observer(function Question({ q, store }: { q: FormQuestion; store: FormStore }) {
  const value = store.answers[q.key]
  const options = (q.options ?? []).map((o) => ({ label: o.label, value: o.value }))
  return (
    <View className='question' data-testid='question' data-key={q.key}>
      <Text className='question__title'>
        {q.required ? <Text className='question__star'>*</Text> : null}
        {q.title}
      </Text>
      <View className='question__field'>
        {q.type === 'single' ? (
          <Radio.Group value={typeof value === 'string' ? value : ''} options={options} direction='horizontal' onChange={(v) => store.answer(q.key, String(v))} />
        ) : q.type === 'multiple' ? (
          <Checkbox.Group value={Array.isArray(value) ? value : []} direction='horizontal' onChange={(v) => store.answer(q.key, v as string[])}>
            {options.map((o) => (
              <Checkbox key={o.value} value={o.value} label={o.label} />
            ))}
          </Checkbox.Group>
        ) : q.type === 'rate' ? (
          <RatingStars value={Number(value) || 0} onChange={(v) => store.answer(q.key, v)} />
        ) : (
          <TextArea className='question__text' value={typeof value === 'string' ? value : ''} maxLength={200} placeholder='请输入' onChange={(v) => store.answer(q.key, v)} />
        )}
      </View>
      <FieldError text={store.problems[q.key]} testId='question-error' />
    </View>
  )
})

/**
 * Takes an assessment: one field per question of the server's form (NutUI Radio, Checkbox, Rate,
 * TextArea; the answers live in the FormStore, not in a NutUI Form, so questions never share a
 * field), checked here and by the rule engine before it is sent.
 */
function AssessmentDetailPage() {
  const { form: store, list } = useArea(assessmentArea)
  const formId = useAddressedLoad('formId', store, (s, id) => s.open(id))

  if (!formId) return <EmptyState text='测评不存在' />
  const form = store.form
  if (!form.value || store.formId !== formId) return pendingView(form)

  // a question left open or refused by the rule engine is said like a refusal of the server
  const submit = async () => {
    const r = await runAction(async () => {
      const res = await store.submit()
      if (!res.ok) throw new HttpError('biz', res.message)
      return res.recordId
    })
    if (!r.ok) return
    void list.load()
    void Taro.redirectTo({ url: routes.reportReadDetail({ recordId: r.value }) })
  }

  return (
    <View className='assessment-page' data-testid='assessment-detail'>
      <View className='report-card'>
        <Text className='report-card__title'>{form.value.formName}</Text>
        <Text className='report-card__sub'>{form.value.description}</Text>
      </View>
      <View className='questions'>
        {form.value.questions.map((q) => (
          <Question key={q.key} q={q} store={store} />
        ))}
      </View>
      <FormBar className='assessment-bar'>
        <Button type='primary' data-testid='submit-assessment' loading={store.submitting} disabled={store.submitting} onClick={() => void submit()}>
          提交测评
        </Button>
      </FormBar>
    </View>
  )
}

export default page(observer(AssessmentDetailPage))
