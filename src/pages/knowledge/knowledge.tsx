import { View } from '@tarojs/components'
import { useShareAppMessage } from '@tarojs/taro'
import type { ProductListItem } from '@types-api/api/product'
import { ContentIntro } from '@/components/product-list-view/content-intro'
import { ProductListView } from '@/components/product-list-view/product-list-view'
import { usePagedList } from '@/components/product-list-view/use-paged-list'
import { useStores } from '@/stores/store-context'

export const KNOWLEDGE_MODULE = 'Module_Knowledge'
const PAGE_SIZE = 8

/** Knowledge content: the Module_Knowledge product list, 8 a page. */
export default function KnowledgePage() {
  const { deps, login } = useStores()
  const list = usePagedList<ProductListItem>((pageIndex) =>
    deps.api.catalog.modulePage(KNOWLEDGE_MODULE, {
      pageIndex,
      pageSize: PAGE_SIZE,
      ...(login.organizationId ? { organization_id: login.organizationId } : {}),
    }),
  )
  useShareAppMessage(() => ({ title: '育儿知识：发育、语言、感统、营养，专家讲给你听', path: '/pages/knowledge/knowledge' }))
  return (
    <View className='knowledge'>
      <ProductListView list={list} emptyText='暂无知识内容' header={<ContentIntro title='育儿知识' desc='儿童发育与康复知识，专家整理' />} />
    </View>
  )
}
