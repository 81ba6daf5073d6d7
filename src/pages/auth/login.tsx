import { page } from '@/components/page-boundary/page-boundary'
import { deferredPart } from '@/components/page-kit/deferred-part'
import { runAction } from '@/components/toast/run-action'
import { toast, toastSuccess } from '@/components/toast/toast'
import { routes } from '@/config/routes'
import { Button } from '@nutui/nutui-react-taro'
import { Button as TaroButton, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { session } from '@/app-context'
import { loadDemoParentButton } from '@/platform/demo-parent'
import { goBack, openRoute } from '@/platform/navigation'
import { useStores } from '@/stores/store-context'
import { PRODUCT_SLOGAN } from '@/utils/app-banner'
import './login.scss'

interface PhoneEventDetail {
  errMsg: string
  encryptedData?: string
  iv?: string
}

/** 以演示家长身份绑定, in development builds against the mock only (null in any other build). */
const loadDemoButton = loadDemoParentButton
const DemoParent = loadDemoButton ? deferredPart(() => loadDemoButton().then((m) => m.DemoParentButton)) : null

/**
 * Binds the parent's phone (WeChat's phone-number button) after login answered 201. A development
 * build offers the demo parent when WeChat grants no phone number (src/platform/demo-parent.ts).
 */
function LoginPage() {
  const { login } = useStores()
  const [busy, setBusy] = useState(false)
  const [grantFailed, setGrantFailed] = useState(false)
  const bind = session.bindPhone
  const demo = session.demoParent

  const loggedIn = async (action: () => Promise<'logged-in' | 'needs-phone' | 'failed'>) => {
    setBusy(true)
    const r = await runAction(action)
    if (r.ok && r.value === 'logged-in') {
      // the page closes as it is (登录中…), not drawn once more on its way out; it comes back only
      // if going back fails
      void toastSuccess('登录成功')
      goBack().catch(() => setBusy(false))
      return
    }
    setBusy(false)
    if (r.ok) void toast('登录失败，请重试')
  }

  const onPhone = async (detail: PhoneEventDetail) => {
    const { encryptedData, iv } = detail
    if (!bind || !encryptedData || !iv) {
      setGrantFailed(true)
      void toast('需要授权手机号才能登录')
      return
    }
    await loggedIn(() => bind({ encryptedData, iv }))
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
      {DemoParent && demo && bind ? (
        <DemoParent.Part when={grantFailed || demo.grantUnavailable} disabled={busy || !login.pendingIdentity} onTap={() => void loggedIn(demo.bind)} />
      ) : null}
      <View className='login__tip'>
        <Text>登录即表示同意</Text>
        <Text className='login__doc' data-testid='doc-agreement' onClick={() => void openRoute(routes.publicPage({ doc: 'agreement' }))}>
          《用户协议》
        </Text>
        <Text>和</Text>
        <Text className='login__doc' data-testid='doc-privacy' onClick={() => void openRoute(routes.publicPage({ doc: 'privacy' }))}>
          《隐私政策》
        </Text>
      </View>
    </View>
  )
}

export default page(observer(LoginPage))
