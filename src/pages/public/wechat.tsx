import { page } from '@/components/page-boundary/page-boundary'
import { Text, View } from '@tarojs/components'
import { PRODUCT_SLOGAN } from '@/utils/app-banner'
import './wechat.scss'

/** Shown to visitors outside WeChat's browser whose address has neither usage=embed nor debug=1. */
function OpenInWeChatPage() {
  return (
    <View className='open-in-wechat' data-testid='open-in-wechat'>
      <View className='open-in-wechat__logo'>微</View>
      <Text className='open-in-wechat__title'>请在微信中打开</Text>
      <Text className='open-in-wechat__desc'>长按复制链接，发送到微信后点击打开，即可使用{PRODUCT_SLOGAN}的全部服务。</Text>
    </View>
  )
}

export default page(OpenInWeChatPage)
