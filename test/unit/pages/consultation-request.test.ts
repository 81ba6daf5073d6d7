/** What the service consultation form (leave-info) sends: POST basics/customer/service (spec §7 Mall service). */
import { ConsultationForm } from '@/pages/common/model/consultation-form'
import { createConsultationApi } from '@/pages/common/model/consultation-api'
import type { HttpRequestOptions, Send } from '@/services/http/types'
import { testConfig } from '../helpers/fake-deps'

const NOW = Date.UTC(2026, 10, 21, 4, 0, 0) // 2026-11-21, noon in Asia/Shanghai

function recordedForm() {
  const sent: HttpRequestOptions[] = []
  const send = (async (o: HttpRequestOptions) => {
    sent.push(o)
    return { code: 0, data: { serviceId: 'CS1' } }
  }) as Send
  return { form: new ConsultationForm(createConsultationApi(send, testConfig()), () => NOW), sent }
}

test('sends one POST to the mall service with exactly the trimmed fields and the child’s age as text', async () => {
  const { form, sent } = recordedForm()
  form.set('name', '  王女士 ')
  form.set('phone', '139 1234-5678')
  form.set('childBirthday', '2023-09-10')
  form.set('need', ' 孩子两岁半说话晚，想做语言评估 ')
  expect(await form.submit()).toBe('')
  expect(sent).toHaveLength(1)
  expect(sent[0].method).toBe('POST')
  expect(sent[0].url).toBe('https://mall.test/mall/api/v1/basics/customer/service')
  expect(sent[0].data).toStrictEqual({
    name: '王女士',
    phone: '13912345678',
    childBirthday: '2023-09-10',
    childAge: '3岁2个月',
    need: '孩子两岁半说话晚，想做语言评估',
  })
  expect(form.serviceId).toBe('CS1')
})

test('a form with a problem sends nothing', async () => {
  const { form, sent } = recordedForm()
  form.set('name', '王女士')
  form.set('phone', '1391234')
  form.set('childBirthday', '2023-09-10')
  form.set('need', '孩子说话晚，想咨询')
  expect(await form.submit()).toBe('请输入正确的11位手机号')
  expect(sent).toEqual([])
})
