import { page } from '@/components/page-boundary/page-boundary'
import { FieldError } from '@/components/field-error/field-error'
import { toast } from '@/components/toast/toast'
import { Button, Input, TextArea } from '@nutui/nutui-react-taro'
import { Picker, Text, View } from '@tarojs/components'
import { useShareAppMessage } from '@tarojs/taro'
import dayjs from 'dayjs'
import { observer } from 'mobx-react'
import { useState, type ReactNode } from 'react'
import { routes } from '@/config/routes'
import { goBack } from '@/platform/navigation'
import '@/platform/picker-styles'
import { useArea, useStores } from '@/stores/store-context'
import { commonArea } from './model/common-area'
import { NEED_MAX } from './model/consultation-form'
import './leave-info.scss'

function Field({ label, error, children, testId }: { label: string; error?: string; children: ReactNode; testId: string }) {
  return (
    <View className='leave-info__field' data-testid={testId}>
      <Text className='leave-info__label'>{label}</Text>
      <View className='leave-info__control'>{children}</View>
      <FieldError text={error} testId={`${testId}-error`} />
    </View>
  )
}

/** Service consultation: the parent leaves name, phone, the child's birthday and the need. */
function LeaveInfoPage() {
  const { deps } = useStores()
  const common = useArea(commonArea)
  const [form] = useState(() => common.consultation())
  useShareAppMessage(() => ({ title: '儿童发育与康复问题，预约专家一对一咨询', path: routes.leaveInfo() }))
  const today = dayjs(deps.clock.now()).format('YYYY-MM-DD')
  const { fields, errors } = form

  const submit = async () => {
    const message = await form.submit()
    if (message) void toast(message)
  }

  if (form.done) {
    return (
      <View className='leave-info leave-info--done' data-testid='consultation-done'>
        <View className='leave-info__done-icon'>✓</View>
        <Text className='leave-info__done-title'>提交成功</Text>
        <Text className='leave-info__done-text'>健康顾问将在1个工作日内致电 {fields.phone}，请保持电话畅通。</Text>
        <View className='leave-info__actions'>
          <Button type='primary' block onClick={() => void goBack()}>
            返回
          </Button>
          <Button type='default' block onClick={() => form.reset()}>
            再提交一份
          </Button>
        </View>
      </View>
    )
  }

  return (
    <View className='leave-info'>
      <View className='leave-info__intro'>
        <Text className='leave-info__title'>预约专家咨询</Text>
        <Text className='leave-info__desc'>留下联系方式，专业健康顾问会尽快与您联系，免费解答孩子发育与康复问题。</Text>
      </View>
      <View className='leave-info__card'>
        <Field label='您的姓名' error={errors.name} testId='field-name'>
          <Input clearable value={fields.name} placeholder='请输入姓名' maxLength={20} onChange={(v) => form.set('name', v)} />
        </Field>
        <Field label='手机号' error={errors.phone} testId='field-phone'>
          <Input clearable value={fields.phone} type='tel' placeholder='请输入11位手机号' maxLength={11} onChange={(v) => form.set('phone', v)} />
        </Field>
        <Field label='孩子出生日期' error={errors.childBirthday} testId='field-birthday'>
          <Picker mode='date' value={fields.childBirthday || '2022-01-01'} start='2000-01-01' end={today} onChange={(e) => form.set('childBirthday', String(e.detail.value))}>
            <View className={`leave-info__picker${fields.childBirthday ? '' : ' leave-info__picker--empty'}`}>
              {fields.childBirthday ? `${fields.childBirthday}（${form.childAge}）` : '请选择出生日期'}
            </View>
          </Picker>
        </Field>
        <Field label='咨询需求' error={errors.need} testId='field-need'>
          <TextArea value={fields.need} placeholder='例如：孩子2岁半还不太会说话，想了解语言评估和训练' maxLength={NEED_MAX} showCount rows={4} onChange={(v) => form.set('need', v)} />
        </Field>
      </View>
      <FieldError text={form.submitError} testId='consultation-error' className='leave-info__submit-error' />
      <View className='leave-info__actions'>
        <Button type='primary' block loading={form.submitting} onClick={() => void submit()} data-testid='consultation-submit'>
          提交咨询
        </Button>
      </View>
    </View>
  )
}

export default page(observer(LeaveInfoPage))
