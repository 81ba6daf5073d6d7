import { page } from '@/components/page-boundary/page-boundary'
import { View } from '@tarojs/components'
import { useShareAppMessage } from '@tarojs/taro'
import type { ProductListItem } from '@/services/api/product-item'
import { ContentIntro } from '@/components/product-list-view/content-intro'
import { ProductListView } from '@/components/product-list-view/product-list-view'
import { usePagedList } from '@/components/page-kit/use-paged-list'
import { routes } from '@/config/routes'
import { useArea } from '@/stores/store-context'
import { HOME_LIST_PAGE_SIZE } from '@/config/page-sizes'
import { cheeseArea } from './model/cheese-area'

const SHARE_TITLE = '育儿微课：每天几分钟，陪孩子科学成长'

/** Short micro-courses (product/cheese), 8 a page. */
function CheeseCourseListPage() {
  const cheese = useArea(cheeseArea)
  const list = usePagedList<ProductListItem>((pageIndex) => cheese.cheeseCourses({ pageIndex, pageSize: HOME_LIST_PAGE_SIZE }))
  useShareAppMessage(() => ({ title: SHARE_TITLE, path: routes.cheeseCourseList() }))
  return (
    <View className='cheese-course-list'>
      <ProductListView list={list} emptyText='暂无微课' header={<ContentIntro title='育儿微课' desc='专家短视频课程，随时随地学习' />} />
    </View>
  )
}

export default page(CheeseCourseListPage)
