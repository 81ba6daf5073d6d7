import { makeAutoObservable, runInAction } from 'mobx'
import type { ConsultationRequest } from '@types-api/api/content'
import { errorText } from '@/services/http/errors'
import { ageOf, ageText } from '@/utils/age'
import { parseServerTime } from '@/utils/date'
import { isMobilePhone, normalizePhone } from '@/utils/phone'
import type { ConsultationApi } from './consultation-api'

export interface ConsultationFields {
  name: string
  phone: string
  /** YYYY-MM-DD from the date picker */
  childBirthday: string
  need: string
}

export type ConsultationErrors = Partial<Record<keyof ConsultationFields, string>>

export const NEED_MIN = 5
export const NEED_MAX = 200
const NAME_RE = /^[\u4e00-\u9fa5A-Za-z·\s]{2,20}$/

/** Every problem of the form, by field, in Chinese. An empty object means the form can be sent. */
export function validateConsultation(f: ConsultationFields, now: number): ConsultationErrors {
  const errors: ConsultationErrors = {}
  const name = f.name.trim()
  if (!name) errors.name = '请输入您的姓名'
  else if (!NAME_RE.test(name)) errors.name = '姓名请填写2-20个汉字或字母'

  const phone = normalizePhone(f.phone.trim())
  if (!phone) errors.phone = '请输入手机号'
  else if (!isMobilePhone(phone)) errors.phone = '请输入正确的11位手机号'

  if (!f.childBirthday) errors.childBirthday = '请选择孩子的出生日期'
  else if (!parseServerTime(f.childBirthday)) errors.childBirthday = '出生日期格式不正确'
  else if (!ageOf(f.childBirthday, now)) errors.childBirthday = '出生日期不能晚于今天'

  const need = f.need.trim()
  if (!need) errors.need = '请描述您想咨询的问题'
  else if (need.length < NEED_MIN) errors.need = `需求描述至少${NEED_MIN}个字`
  else if (need.length > NEED_MAX) errors.need = `需求描述最多${NEED_MAX}个字`
  return errors
}

/** The first problem in the order the fields appear, for a toast. */
export const firstError = (errors: ConsultationErrors): string =>
  errors.name ?? errors.phone ?? errors.childBirthday ?? errors.need ?? ''

/** The request body: trimmed fields and the child's age as text. */
export function toConsultationRequest(f: ConsultationFields, now: number): ConsultationRequest {
  return {
    name: f.name.trim(),
    phone: normalizePhone(f.phone.trim()),
    childBirthday: f.childBirthday,
    childAge: ageText(ageOf(f.childBirthday, now)),
    need: f.need.trim(),
  }
}

/**
 * The consultation form of one page visit. What the parent typed stays through a failed send;
 * errors show after the first attempt and clear field by field as they are corrected.
 */
export class ConsultationForm {
  fields: ConsultationFields = { name: '', phone: '', childBirthday: '', need: '' }
  errors: ConsultationErrors = {}
  submitting = false
  submitError = ''
  serviceId = ''
  private attempted = false

  constructor(
    private readonly api: ConsultationApi,
    private readonly now: () => number,
  ) {
    makeAutoObservable<ConsultationForm, 'api' | 'now'>(this, { api: false, now: false })
  }

  get done(): boolean {
    return this.serviceId !== ''
  }

  get childAge(): string {
    return ageText(ageOf(this.fields.childBirthday, this.now()))
  }

  set<K extends keyof ConsultationFields>(key: K, value: ConsultationFields[K]): void {
    this.fields[key] = value
    if (this.attempted) this.errors = validateConsultation(this.fields, this.now())
  }

  /** Sends the form when it is valid; resolves with the message to show ('' on success). */
  async submit(): Promise<string> {
    if (this.submitting) return ''
    this.attempted = true
    this.errors = validateConsultation(this.fields, this.now())
    const problem = firstError(this.errors)
    if (problem) return problem
    this.submitting = true
    this.submitError = ''
    try {
      const result = await this.api.submitConsultation(toConsultationRequest(this.fields, this.now()))
      runInAction(() => (this.serviceId = result?.serviceId || '已提交'))
      return ''
    } catch (e) {
      const message = errorText(e, '提交失败，请稍后再试')
      runInAction(() => (this.submitError = message))
      return message
    } finally {
      runInAction(() => (this.submitting = false))
    }
  }

  /** Another request after a successful one. */
  reset(): void {
    this.fields = { name: this.fields.name, phone: this.fields.phone, childBirthday: '', need: '' }
    this.errors = {}
    this.serviceId = ''
    this.submitError = ''
    this.attempted = false
  }
}
