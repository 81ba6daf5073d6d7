import { page } from '@/components/page-boundary/page-boundary'
import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { useRouter, useShareAppMessage } from '@tarojs/taro'
import { routes } from '@/config/routes'
import { goBack, openRoute } from '@/platform/navigation'
import { PRODUCT_SLOGAN } from '@/utils/app-banner'
import { LEGAL_TEXTS, legalDocOf } from './model/legal-texts'
import './wechat.scss'

/** A public page that opens without logging in (spec §2). */
function PublicPage() {
  useShareAppMessage(() => ({ title: PRODUCT_SLOGAN, path: routes.publicPage() }))
  const doc = legalDocOf(useRouter().params.doc)
  if (doc) {
    const { title, paragraphs } = LEGAL_TEXTS[doc]
    return (
      <View className='legal-doc' data-testid='legal-doc'>
        <Text className='legal-doc__title'>{title}</Text>
        {paragraphs.map((p) => (
          <Text key={p} className='legal-doc__para'>
            {p}
          </Text>
        ))}
      </View>
    )
  }
  return (
    <View className='open-in-wechat' data-testid='public-page'>
      <View className='open-in-wechat__back' onClick={() => void goBack()} data-testid='nav-back' aria-label='返回'>
        ‹ 返回
      </View>
      <View className='open-in-wechat__logo'>康</View>
      <Text className='open-in-wechat__title'>{PRODUCT_SLOGAN}</Text>
      <Text className='open-in-wechat__desc'>儿童康复课程、发育测评、家长培训与成长服务，线上线下一站式获取。</Text>
      <View style={{ marginTop: '32px' }}>
        <Button type='primary' onClick={() => void openRoute(routes.home())}>
          进入首页
        </Button>
      </View>
    </View>
  )
}

export default page(PublicPage)
