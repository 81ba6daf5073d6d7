import { page } from '@/components/page-boundary/page-boundary'
import { ModuleListPage } from '@/components/product-list-view/module-list-page'
import { routes } from '@/config/routes'

export const KNOWLEDGE_MODULE = 'Module_Knowledge'

/** Knowledge content: the Module_Knowledge product list. */
function KnowledgePage() {
  return (
    <ModuleListPage
      moduleCode={KNOWLEDGE_MODULE}
      className='knowledge'
      title='育儿知识'
      desc='儿童发育与康复知识，专家整理'
      emptyText='暂无知识内容'
      share={{ title: '育儿知识：发育、语言、感统、营养，专家讲给你听', path: routes.knowledge() }}
      link={{ text: '看专家文章', url: routes.articleList() }}
    />
  )
}

export default page(KnowledgePage)
