import { KvCell } from '@/components/kv-cell/kv-cell'
import { page } from '@/components/page-boundary/page-boundary'
import { pendingView } from '@/components/resource-pending/resource-pending'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { usePageLoad } from '@/components/page-kit/use-page-load'
import { EmptyState } from '@/components/empty-state/empty-state'
import { Spinner } from '@/components/spinner/spinner'
import { runAction } from '@/components/toast/run-action'
import { goBack } from '@/platform/navigation'
import { useArea } from '@/stores/store-context'
import { accountArea } from './model/account-store'
import './user-info.scss'
import { laterOnThisPage } from '@/components/page-kit/page-timers'

/** The parent's organizations, the current one marked; a tap switches and what depends on it reloads. */
function SetOrganizationPage() {
  const account = useArea(accountArea)
  const orgs = account.organizations
  usePageLoad(() => {
    // opened straight from an address: the profile says which organization is the current one
    if (!account.currentOrganizationId) void account.figures.load()
    return orgs.load()
  }, [account, orgs])
  const choose = async (id: string, name: string) => {
    const r = await runAction(() => account.switchOrganization(id), { done: `已切换到${name}`, fallback: '切换失败，请稍后再试' })
    if (r.ok) laterOnThisPage(() => void goBack(), 600)
  }
  if (!orgs.value) return pendingView(orgs)
  if (!orgs.value.length) return <EmptyState text='暂无可切换的机构' />
  const current = account.currentOrganizationId
  return (
    <View className='org'>
      <Text className='org__hint'>切换机构后，首页课程与我的账户将按所选机构显示</Text>
      <View className='org__list'>
        {orgs.value.map((o) => (
          <KvCell
            key={o.organizationId}
            testId='org-row'
            className='org__row'
            label={o.organizationName}
            onClick={() => void choose(o.organizationId, o.organizationName)}
            arrow={false}
            value={
              account.switchingId === o.organizationId ? (
                <Spinner />
              ) : o.organizationId === current ? (
                <Text className='org__current' data-testid='org-current'>
                  当前机构 ✓
                </Text>
              ) : (
                <Text className='org__switch'>切换</Text>
              )
            }
          />
        ))}
      </View>
    </View>
  )
}

export default page(observer(SetOrganizationPage))
