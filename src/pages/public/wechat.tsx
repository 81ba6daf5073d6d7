import { page } from '@/components/page-boundary/page-boundary'
import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useEffect } from 'react'
import { routes } from '@/config/routes'
import { pageOrigin } from '@/platform/browser'
import { openRoute } from '@/platform/navigation'
import { PRODUCT_SLOGAN } from '@/utils/app-banner'
import './wechat.scss'
import { copyText } from '@/components/toast/copy-text'

/**
 * Shown to visitors outside WeChat's browser whose address has neither usage=embed nor debug=1. The
 * mini-program has no web address (it already runs in WeChat): a shared link to this page says so
 * and leads home instead of offering an empty link to copy.
 */
function OpenInWeChatPage() {
  const origin = pageOrigin()
  useEffect(() => {
    if (!origin) void Taro.setNavigationBarTitle({ title: '已在微信中' }).catch(() => undefined)
  }, [origin])
  if (!origin) {
    return (
      <View className='open-in-wechat' data-testid='open-in-wechat'>
        <View className='open-in-wechat__logo'>微</View>
        <Text className='open-in-wechat__title'>你已在微信中</Text>
        <Text className='open-in-wechat__desc'>{PRODUCT_SLOGAN}的全部服务都可以在这里使用。</Text>
        <View className='open-in-wechat__copy'>
          <Button type='primary' onClick={() => void openRoute(routes.home())} data-testid='go-home'>
            进入首页
          </Button>
        </View>
      </View>
    )
  }
  const link = `${origin}/`
  const copy = () => void copyText(link, '链接已复制', '复制失败，请长按链接复制')
  return (
    <View className='open-in-wechat' data-testid='open-in-wechat'>
      <View className='open-in-wechat__logo'>微</View>
      <Text className='open-in-wechat__title'>请在微信中打开</Text>
      <Text className='open-in-wechat__desc'>长按复制链接，发送到微信后点击打开，即可使用{PRODUCT_SLOGAN}的全部服务。</Text>
      <Text className='open-in-wechat__link' data-testid='wechat-link' userSelect>
        {link}
      </Text>
      <View className='open-in-wechat__copy'>
        <Button type='primary' onClick={copy} data-testid='copy-link'>
          复制链接
        </Button>
      </View>
    </View>
  )
}

export default page(OpenInWeChatPage)
