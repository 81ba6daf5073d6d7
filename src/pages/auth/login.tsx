import { page } from '@/components/page-boundary/page-boundary'
import { toast, toastSuccess } from '@/components/toast/toast'
import { Button } from '@nutui/nutui-react-taro'
import { Button as TaroButton, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { session } from '@/app-context'
import { errorText } from '@/services/http/errors'
import { goBack, openRoute } from '@/platform/navigation'
import { useStores } from '@/stores/store-context'
import { PRODUCT_SLOGAN } from '@/utils/app-banner'
import './login.scss'

interface PhoneEventDetail {
  errMsg: string
  encryptedData?: string
  iv?: string
}

/** Binds the parent's phone (WeChat's phone-number button) after login answered 201. */
function LoginPage() {
  const { login } = useStores()
  const [busy, setBusy] = useState(false)
  const bind = session.bindPhone

  const onPhone = async (detail: PhoneEventDetail) => {
    if (!bind || !detail.encryptedData || !detail.iv) {
      void toast('需要授权手机号才能登录')
      return
    }
    setBusy(true)
    try {
      const result = await bind({ encryptedData: detail.encryptedData, iv: detail.iv })
      if (result === 'logged-in') {
        void toastSuccess('登录成功')
        void goBack()
      } else {
        void toast('登录失败，请重试')
      }
    } catch (e) {
      void toast(errorText(e))
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className='login' data-testid='login-page'>
      <View className='login__logo'>康</View>
      <Text className='login__title'>{PRODUCT_SLOGAN}</Text>
      {bind ? (
        <TaroButton
          className='login__phone'
          openType='getPhoneNumber'
          disabled={busy || !login.pendingIdentity}
          onGetPhoneNumber={(e) => void onPhone(e.detail as PhoneEventDetail)}
        >
          {busy ? '登录中…' : '微信手机号快捷登录'}
        </TaroButton>
      ) : (
        <Button type='primary' block onClick={() => void session.start()}>
          前往登录
        </Button>
      )}
      <View className='login__tip'>
        <Text>登录即表示同意</Text>
        <Text className='login__doc' data-testid='doc-agreement' onClick={() => void openRoute('/pages/public/page?doc=agreement')}>
          《用户协议》
        </Text>
        <Text>和</Text>
        <Text className='login__doc' data-testid='doc-privacy' onClick={() => void openRoute('/pages/public/page?doc=privacy')}>
          《隐私政策》
        </Text>
      </View>
    </View>
  )
}

export default page(observer(LoginPage))
