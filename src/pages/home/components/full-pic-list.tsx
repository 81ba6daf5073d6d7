import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { LazyImage } from '@/components/lazy-image/lazy-image'
import { routes } from '@/config/routes'
import { openRoute } from '@/platform/navigation'
import { useStores } from '@/stores/store-context'
import { coverOf } from '@/utils/product'

/**
 * How many full pictures a phone's first screen needs: they load with it, not when seen. A 667 px
 * screen shows three under the header, promos and tabs, and the top of the fourth lies within the
 * lazy threshold (100 px), so it would be asked for at once anyway, one drawing later.
 */
const FIRST_SCREEN_FULL_PICS = 4

/** Module_FullPic: full-width pictures, each opening its product. */
export const FullPicList = observer(function FullPicList() {
  const { homeContent } = useStores()
  if (!homeContent.fullPics.length) return null
  return (
    <View className='full-pic-list' data-testid='full-pic-list'>
      {homeContent.fullPics.map((p, index) => (
        <LazyImage
          key={p.productId}
          className='full-pic-list__item'
          src={coverOf(p.pic)}
          height={240}
          mode='aspectFill'
          eager={index < FIRST_SCREEN_FULL_PICS}
          onClick={() => void openRoute(routes.goodsDetail({ id: p.productId }))}
        />
      ))}
    </View>
  )
})
