import { Button, Form } from '@nutui/nutui-react-taro'
import { FieldError } from '@/components/field-error/field-error'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { runAction } from '@/components/toast/run-action'
import type { QuestionnaireStore } from '../model/questionnaire-area'
import { QuestionField } from './question-field'

/** The questionnaire being answered: one form item per question; refused with a message while a required answer is missing. */
export const QuestionnaireForm = observer(function QuestionnaireForm({ store }: { store: QuestionnaireStore }) {
  const q = store.current
  if (!q) return null
  const submit = () => runAction(() => store.submit(), { done: '提交成功，感谢您的反馈' })
  return (
    <View className='q-form' data-testid='questionnaire-form'>
      <Text className='q-form__title'>{q.title}</Text>
      <Text className='q-form__desc'>{q.description}</Text>
      <Form divider labelPosition='top'>
        {q.questions.map((x, i) => (
          <Form.Item key={x.questionId} label={`${i + 1}. ${x.title}`} required={x.required} name={x.questionId}>
            <View data-testid='question' data-id={x.questionId}>
              <QuestionField question={x} value={store.answers[x.questionId]} onChange={(v) => store.setAnswer(x.questionId, v)} />
              <FieldError text={store.errors[x.questionId]} testId='question-error' />
            </View>
          </Form.Item>
        ))}
      </Form>
      <View className='q-form__actions'>
        <Button block type='primary' disabled={store.submitting} data-testid='submit-questionnaire' onClick={() => void submit()}>
          提交
        </Button>
      </View>
    </View>
  )
})
