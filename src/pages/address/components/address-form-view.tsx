import { Button, Cascader, Input, Switch, TextArea } from '@nutui/nutui-react-taro'
import { FieldError } from '@/components/field-error/field-error'
import { Text, View } from '@tarojs/components'
import { type ReactNode, useState } from 'react'
import { joinAreaCode, splitAreaCode } from '@/utils/area-code'
import { type AddressErrors, type AddressField, type AddressForm, validateAddressForm } from '../model/address-form'
import { areaLabelOf, areaOptions } from '../model/area-data'
import './address-form-view.scss'

export interface AddressFormViewProps {
  initial: AddressForm
  submitText?: string
  /** Saves; a rejection leaves everything the user typed in place. */
  onSubmit: (form: AddressForm) => Promise<void>
}

/** The address form: fields, area picker, default switch, per-field Chinese messages. */
export function AddressFormView({ initial, submitText = '保存', onSubmit }: AddressFormViewProps) {
  const [form, setForm] = useState<AddressForm>(initial)
  const [errors, setErrors] = useState<AddressErrors>({})
  const [picking, setPicking] = useState(false)
  const [saving, setSaving] = useState(false)

  const set = <K extends keyof AddressForm>(key: K, value: AddressForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }))
    if (key in errors) setErrors((e) => ({ ...e, [key as AddressField]: undefined }))
  }

  const pickArea = (codes: ReadonlyArray<string | number>) => {
    const code = codes.length === 3 ? joinAreaCode(codes) : null
    if (!code) return
    setForm((f) => ({ ...f, areaCode: code, areaName: areaLabelOf(code) }))
    setErrors((e) => ({ ...e, areaCode: undefined }))
  }

  const submit = async () => {
    const found = validateAddressForm(form)
    setErrors(found)
    if (Object.keys(found).length > 0 || saving) return
    setSaving(true)
    try {
      await onSubmit(form)
    } catch {
      // the caller has told the user; the form keeps its input for another try
    } finally {
      setSaving(false)
    }
  }

  const error = (field: AddressField) => <FieldError text={errors[field]} testId={`error-${field}`} className='address-form__error' />

  return (
    <View className='address-form'>
      <View className='address-form__group'>
        <Row label='收货人' error={error('name')}>
          <Input className='address-form__input' clearable value={form.name} placeholder='请填写收货人姓名' maxLength={20} onChange={(v) => set('name', v)} />
        </Row>
        <Row label='手机号码' error={error('phone')}>
          <Input className='address-form__input' clearable type='tel' value={form.phone} placeholder='请填写手机号码' maxLength={13} onChange={(v) => set('phone', v)} />
        </Row>
        <Row label='所在地区' error={error('areaCode')} onClick={() => setPicking(true)} testId='area-cell'>
          <Text className={form.areaName ? 'address-form__area' : 'address-form__placeholder'}>{form.areaName || '请选择省 / 市 / 区县'}</Text>
          <Text className='address-form__arrow'>›</Text>
        </Row>
        <Row label='详细地址' error={error('detail')}>
          <TextArea className='address-form__detail' value={form.detail} placeholder='街道、楼牌号等' maxLength={100} rows={2} autoSize onChange={(v) => set('detail', v)} />
        </Row>
        <Row label='设为默认地址'>
          <View className='address-form__switch'>
            <Switch checked={form.isDefault} onChange={(v) => set('isDefault', v)} />
          </View>
        </Row>
      </View>
      {picking ? (
        // NutUI's Cascader itself (its Address wraps it, and would also bring a letter index and
        // a saved-address list this form does not use)
        <Cascader
          visible
          closeable
          title='选择所在地区'
          options={areaOptions()}
          defaultValue={splitAreaCode(form.areaCode)}
          onChange={(value) => pickArea(value as ReadonlyArray<string | number>)}
          onClose={() => setPicking(false)}
        />
      ) : null}
      <View className='address-form__bar'>
        <Button block type='primary' loading={saving} onClick={() => void submit()}>
          {submitText}
        </Button>
      </View>
    </View>
  )
}

function Row({ label, error, children, onClick, testId }: { label: string; error?: ReactNode; children: ReactNode; onClick?: () => void; testId?: string }) {
  return (
    <View className='address-form__row' onClick={onClick} data-testid={testId}>
      <View className='address-form__line'>
        <Text className='address-form__label'>{label}</Text>
        <View className='address-form__field'>{children}</View>
      </View>
      {error}
    </View>
  )
}
