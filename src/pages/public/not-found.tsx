import { page } from '@/components/page-boundary/page-boundary'
import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { goHome } from '@/platform/navigation'
import './not-found.scss'

/** Shown for an address no page answers to (a stale link, a typo): says so and leads home. */
function NotFoundPage() {
  const { params } = useRouter()
  const path = params.path ? safeDecode(params.path) : ''
  return (
    <View className='not-found' data-testid='not-found'>
      <View className='not-found__code'>404</View>
      <Text className='not-found__title'>页面不存在</Text>
      <Text className='not-found__desc'>你打开的页面不存在或已下线，请回到首页继续浏览。</Text>
      {path ? (
        <Text className='not-found__path' data-testid='not-found-path'>
          {path}
        </Text>
      ) : null}
      <Button className='not-found__home' type='primary' block onClick={() => void goHome()} data-testid='not-found-home'>
        返回首页
      </Button>
    </View>
  )
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s)
  } catch {
    return s
  }
}

export default page(NotFoundPage)
