import { Checkbox, DatePicker, Radio, TextArea } from '@nutui/nutui-react-taro'
import { RatingStars } from '@/components/rating-stars/rating-stars'
import { Text, View } from '@tarojs/components'
import type { AnswerValue } from '@types-api/api/questionnaire'
import type { Question } from '../model/questionnaire-calls'
import { useState } from 'react'

export interface QuestionFieldProps {
  question: Question
  value: AnswerValue | undefined
  onChange: (v: AnswerValue) => void
}

/** A choice question's options, each as a radio or a checkbox. */
const choicesOf = (q: Question, Choice: typeof Radio | typeof Checkbox) =>
  (q.options ?? []).map((o) => (
    <Choice key={o.value} value={o.value} className='q-option' data-testid='q-option'>
      {o.label}
    </Choice>
  ))

const pad = (n: unknown) => String(n ?? '').padStart(2, '0')

/** One question's input, by kind: single, multiple, text, rating or date. */
export function QuestionField({ question: q, value, onChange }: QuestionFieldProps) {
  const [picking, setPicking] = useState(false)
  switch (q.kind) {
    case 'single':
      return (
        <Radio.Group value={typeof value === 'string' ? value : ''} onChange={(v) => onChange(String(v))} className='q-options'>
          {choicesOf(q, Radio)}
        </Radio.Group>
      )
    case 'multiple':
      return (
        <Checkbox.Group value={Array.isArray(value) ? value : []} onChange={(v) => onChange(v.map(String))} className='q-options'>
          {choicesOf(q, Checkbox)}
        </Checkbox.Group>
      )
    case 'rating':
      return (
        <View data-testid='q-rate'>
          <RatingStars count={q.maxScore ?? 5} value={typeof value === 'number' ? value : 0} onChange={(v) => onChange(v)} />
        </View>
      )
    case 'date':
      return (
        <View>
          <View className='q-date' data-testid='q-date' onClick={() => setPicking(true)}>
            <Text className={value ? '' : 'q-date__placeholder'}>{typeof value === 'string' && value ? value : '请选择日期'}</Text>
          </View>
          <DatePicker
            visible={picking}
            type='date'
            title='选择日期'
            startDate={new Date(2020, 0, 1)}
            endDate={new Date(2030, 11, 31)}
            onClose={() => setPicking(false)}
            onConfirm={(_options, values) => {
              const [y, m, d] = values
              onChange(`${y}-${pad(m)}-${pad(d)}`)
              setPicking(false)
            }}
          />
        </View>
      )
    default:
      return (
        <TextArea
          className='q-text'
          value={typeof value === 'string' ? value : ''}
          onChange={(v) => onChange(v)}
          maxLength={q.maxLength ?? 200}
          showCount
          placeholder='请输入'
        />
      )
  }
}
