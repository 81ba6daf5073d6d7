import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { ImageView } from '@/components/image-view/image-view'
import { routes } from '@/config/routes'
import { BannerSlider } from '@/platform/banner-slider'
import { openRoute } from '@/platform/navigation'
import { useStores } from '@/stores/store-context'
import { safeInternalTarget } from '@/utils/safe-redirect'
import { colors } from '@/styles/colors'

/** Opens a link from the service only when it is one of our own routes. */
const openLink = (link: string) => {
  if (link) void openRoute(safeInternalTarget(link))
}

/**
 * Banners, the new-user gift entry and the advertising row above the category tabs. The banners
 * out of sight load only with `restOfBanners` (once the first screen has settled): they never queue
 * before its pictures. While `held` (the mini-program draws the first screen at once), the
 * placeholder stays.
 */
export const HomePromos = observer(function HomePromos({ restOfBanners, held = false }: { restOfBanners: boolean; held?: boolean }) {
  const { homeContent: content } = useStores()
  // until the parts have answered (or those of the last launch are restored), a placeholder of the usual height holds the place
  if (!content.promosShown || held) {
    return (
      <View className='home-promos home-promos--skeleton' data-testid='home-promos-skeleton'>
        <View className='home-promos__swiper'>
          <View className='home-promos__banner home-promos__skeleton' />
        </View>
        <View className='home-promos__ads'>
          <View className='home-promos__ad home-promos__ad-img home-promos__skeleton' />
          <View className='home-promos__ad home-promos__ad-img home-promos__skeleton' />
        </View>
      </View>
    )
  }
  return (
    <View className='home-promos'>
      {content.banners.length ? (
        <BannerSlider className='home-promos__swiper' activeColor={colors.brand} data-testid='home-banners'>
          {content.banners.map((b, i) =>
            i === 0 || restOfBanners ? (
              <ImageView key={b.bannerId} className='home-promos__banner' src={b.imageUrl} eager={i === 0} onClick={() => openLink(b.linkUrl)} />
            ) : (
              <View key={b.bannerId} className='image-view home-promos__banner' data-testid='banner-waiting' onClick={() => openLink(b.linkUrl)} />
            ),
          )}
        </BannerSlider>
      ) : null}
      {content.showGift && content.gift ? (
        <View className='home-promos__gift' data-testid='new-user-gift' onClick={() => void openRoute(routes.giftBag())}>
          <View className='home-promos__gift-text'>
            <Text className='home-promos__gift-title'>{content.gift.title}</Text>
            <Text className='home-promos__gift-sub'>{content.gift.subtitle}</Text>
          </View>
          <Text className='home-promos__gift-go'>去领取</Text>
        </View>
      ) : null}
      {content.advertising.length ? (
        <View className='home-promos__ads'>
          {content.advertising.map((a) => (
            <View key={a.advertisingId} className='home-promos__ad' onClick={() => openLink(a.linkUrl)}>
              <ImageView className='home-promos__ad-img' src={a.imageUrl} />
              <Text className='home-promos__ad-title'>{a.title}</Text>
            </View>
          ))}
        </View>
      ) : null}
    </View>
  )
})
