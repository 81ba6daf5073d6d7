import { View } from '@tarojs/components'
import { useShareAppMessage } from '@tarojs/taro'
import type { ProductListItem } from '@/services/api/product-item'
import { useStores } from '@/stores/store-context'
import { ContentIntro, type IntroLink } from './content-intro'
import { ProductListView } from './product-list-view'
import { usePagedList } from '@/components/page-kit/use-paged-list'
import { HOME_LIST_PAGE_SIZE } from '@/config/page-sizes'


export interface ModuleListPageProps {
  /** basics/modulePage/{code} */
  moduleCode: string
  className: string
  title: string
  desc: string
  emptyText: string
  share: { title: string; path: string }
  /** a related page offered under the intro */
  link?: IntroLink
}

/** A page that lists one home module's products, 8 a page, for the parent's organization. */
export function ModuleListPage({ moduleCode, className, title, desc, emptyText, share, link }: ModuleListPageProps) {
  const { deps, login } = useStores()
  const list = usePagedList<ProductListItem>((pageIndex) =>
    deps.api.catalog.modulePage(moduleCode, {
      pageIndex,
      pageSize: HOME_LIST_PAGE_SIZE,
      ...(login.organizationId ? { organization_id: login.organizationId } : {}),
    }),
  )
  useShareAppMessage(() => share)
  return (
    <View className={className}>
      <ProductListView list={list} emptyText={emptyText} header={<ContentIntro title={title} desc={desc} link={link} />} />
    </View>
  )
}
