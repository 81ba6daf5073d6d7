import { page } from '@/components/page-boundary/page-boundary'
import { Avatar, Button, Cell, DatePicker, Input, Radio } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { usePageLoad } from '@/components/page-kit/use-page-load'
import { pendingView } from '@/components/resource-pending/resource-pending'
import { routes } from '@/config/routes'
import { toast, toastSuccess } from '@/components/toast/toast'
import { goBack, openRoute } from '@/platform/navigation'
import { PhoneChange } from '@/platform/phone-change'
import { useArea } from '@/stores/store-context'
import { colors } from '@/styles/colors'
import { profileArea } from './model/profile-area'
import { SEX_OPTIONS, type Sex } from './model/profile-rules'
import './profile-edit.scss'
import { laterOnThisPage } from '@/components/page-kit/page-timers'

const pad = (v: unknown) => String(v).padStart(2, '0')

/** 个人资料: avatar, name, sex, birthday (age), phone; saved together, the button locked in flight. */
function ProfileEditPage() {
  const { form } = useArea(profileArea)
  const [picking, setPicking] = useState(false)
  usePageLoad(() => form.load(), [form])
  const info = form.info

  const save = async () => {
    if (await form.save()) {
      void toastSuccess('保存成功')
      laterOnThisPage(() => void goBack(), 600)
    }
  }
  const phoneDone = (text: string) => text && void toast(text)

  if (form.loading && !info) return pendingView({ value: null, status: 'loading', error: '', load: () => form.load() })
  return (
    <View className='profile'>
      <View className='profile__avatar'>
        <Avatar size='large' src={info?.avatar || undefined} background={colors.brandLight} color={colors.brand}>
          {info?.avatar ? null : (form.name || '我').slice(0, 1)}
        </Avatar>
      </View>
      <Cell.Group>
        <Cell
          title='昵称'
          className='profile__cell'
          align='center'
          extra={<Input className='profile__input' clearable align='right' value={form.name} maxLength={30} placeholder='请输入昵称' onChange={(v) => form.setName(v)} data-testid='name-input' />}
        />
        {form.nameError && form.name !== '' ? <Text className='profile__hint'>{form.nameError}</Text> : null}
        <Cell
          title='性别'
          className='profile__cell'
          align='center'
          extra={
            <Radio.Group direction='horizontal' value={form.sex} onChange={(v) => form.setSex(Number(v) as Sex)}>
              {SEX_OPTIONS.map((o) => (
                <Radio key={o.value} value={o.value} data-testid={`sex-${o.value}`}>
                  {o.label}
                </Radio>
              ))}
            </Radio.Group>
          }
        />
        <Cell
          title='生日'
          className='profile__cell'
          align='center'
          clickable
          data-testid='birthday'
          onClick={() => setPicking(true)}
          extra={
            <Text className={form.birthday ? '' : 'profile__placeholder'} data-testid='birthday-text'>
              {form.birthday ? `${form.birthday}${form.ageText ? `（${form.ageText}）` : ''}` : '请选择 ›'}
            </Text>
          }
        />
        <Cell title='手机号' className='profile__cell' align='center' extra={<Text data-testid='phone-text'>{form.phoneText}</Text>} />
        <View className='profile__phone'>
          <PhoneChange
            busy={form.phoneBusy}
            onGrant={(g) => void form.changePhoneFromWeChat(g).then(phoneDone)}
            onTyped={(p) => void form.changePhone(p).then(phoneDone)}
          />
        </View>
      </Cell.Group>
      {form.error ? (
        <View className='profile__error' role='alert' data-testid='profile-error'>
          <Text>{form.error}</Text>
          {form.loginNeeded ? (
            <Button size='small' type='primary' className='profile__login' onClick={() => void openRoute(routes.login())} data-testid='profile-login'>
              去登录
            </Button>
          ) : null}
        </View>
      ) : null}
      <View className='profile__actions'>
        <Button block type='primary' loading={form.saving} disabled={!form.canSave} onClick={() => void save()} data-testid='profile-save'>
          {form.saving ? '保存中…' : '保存'}
        </Button>
      </View>
      <DatePicker
        visible={picking}
        type='date'
        title='选择生日'
        showChinese
        startDate={new Date(1950, 0, 1)}
        endDate={form.pickerEnd}
        defaultValue={form.pickerValue}
        onClose={() => setPicking(false)}
        onConfirm={(_options, values) => {
          const [y, m, d] = values
          form.setBirthday(`${y}-${pad(m)}-${pad(d)}`)
          setPicking(false)
        }}
      />
    </View>
  )
}

export default page(observer(ProfileEditPage))
