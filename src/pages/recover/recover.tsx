import { page } from '@/components/page-boundary/page-boundary'
import { ModuleListPage } from '@/components/product-list-view/module-list-page'
import { routes } from '@/config/routes'

export const RECOVER_MODULE = 'Module_Recover'

/** Recovery services: the Module_Recover product list. */
function RecoverPage() {
  return (
    <ModuleListPage
      moduleCode={RECOVER_MODULE}
      className='recover'
      title='康复服务'
      desc='专业治疗师团队，个性化康复方案'
      emptyText='暂无康复服务'
      share={{ title: '儿童康复服务：评估、训练、家庭指导一站式', path: routes.recover() }}
    />
  )
}

export default page(RecoverPage)
