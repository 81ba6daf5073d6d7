import { belowNetworkNotice } from '@/components/network-notice/network-notice'
import { page } from '@/components/page-boundary/page-boundary'
import { ScrollView, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { usePageLoad } from '@/components/page-kit/use-page-load'
import { pendingView } from '@/components/resource-pending/resource-pending'
import { SearchEntry } from '@/components/search-entry/search-entry'
import { SideMenu } from '@/components/side-menu/side-menu'
import { TabStrip } from '@/components/tab-strip/tab-strip'
import { MALL_KINDS, mallArea } from './model/mall-store'
import { useArea } from '@/stores/store-context'
import { MallProductList } from './components/mall-product-list'
import './mall.scss'

/** The mall tab: courses or goods, a category side menu, and the products of the chosen category. */
function MallPage() {
  const mall = useArea(mallArea)

  // on open and on pull-down: the categories and page 1 of the list, what is shown staying until they arrive
  usePageLoad(() => mall.load(), [mall], { onShow: 'after-hidden' })

  return (
    <View className={belowNetworkNotice('mall')}>
      <View className='mall__top'>
        <SearchEntry className='mall__search' placeholder='搜索课程、商品' />
        <TabStrip
          spread
          className='mall__kinds'
          titles={MALL_KINDS.map((k) => k.label)}
          value={MALL_KINDS.findIndex((k) => k.kind === mall.kind)}
          onChange={(index) => void mall.setKind(MALL_KINDS[index].kind)}
        />
      </View>
      {!mall.categoryLists.value ? (
        pendingView(mall.categoryLists, () => void mall.load())
      ) : (
        <View className='mall__body'>
          <SideMenu
            className='mall__menu'
            items={mall.menu.map((c) => ({ key: c.categoryId || 'all', label: c.categoryName }))}
            current={mall.categoryIndex}
            onChange={(_item, index) => void mall.chooseCategory(index)}
          />
          <ScrollView className='mall__list' scrollY lowerThreshold={100} onScrollToLower={() => void mall.list.loadMore()}>
            <MallProductList />
          </ScrollView>
        </View>
      )}
    </View>
  )
}

export default page(observer(MallPage))
