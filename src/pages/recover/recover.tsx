import { View } from '@tarojs/components'
import { useShareAppMessage } from '@tarojs/taro'
import type { ProductListItem } from '@types-api/api/product'
import { ContentIntro } from '@/components/product-list-view/content-intro'
import { ProductListView } from '@/components/product-list-view/product-list-view'
import { usePagedList } from '@/components/product-list-view/use-paged-list'
import { useStores } from '@/stores/store-context'

export const RECOVER_MODULE = 'Module_Recover'
const PAGE_SIZE = 8

/** Recovery services: the Module_Recover product list, 8 a page. */
export default function RecoverPage() {
  const { deps, login } = useStores()
  const list = usePagedList<ProductListItem>((pageIndex) =>
    deps.api.catalog.modulePage(RECOVER_MODULE, {
      pageIndex,
      pageSize: PAGE_SIZE,
      ...(login.organizationId ? { organization_id: login.organizationId } : {}),
    }),
  )
  useShareAppMessage(() => ({ title: '儿童康复服务：评估、训练、家庭指导一站式', path: '/pages/recover/recover' }))
  return (
    <View className='recover'>
      <ProductListView list={list} emptyText='暂无康复服务' header={<ContentIntro title='康复服务' desc='专业治疗师团队，个性化康复方案' />} />
    </View>
  )
}
