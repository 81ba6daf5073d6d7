import { Image, Text, View } from '@tarojs/components'
import { imageAlt } from '@/platform/image-alt'
import { observer } from 'mobx-react'
import { routes } from '@/config/routes'
import { openRoute } from '@/platform/navigation'
import type { UserInfo } from '@/services/api/user-calls'
import { maskPhone } from '@/utils/phone'

export interface UserHeaderProps {
  info: UserInfo | null
  memberLevel: string | null | undefined
  organizationName: string | null | undefined
  /** shown instead of the name before the profile is known: 加载中… or 未登录 */
  placeholder: string
  age: string
}

/** The green head of 我的: avatar, name and level, masked phone and age, the organization, 签到. */
export const UserHeader = observer(function UserHeader({ info, memberLevel, organizationName, placeholder, age }: UserHeaderProps) {
  return (
    <View className='user__header' data-testid='user-header'>
      <View className='user__avatar' data-testid='edit-profile' onClick={() => info && void openRoute(routes.profileEdit())}>
        <View className='user__avatar-circle' data-testid='avatar'>
          {info?.avatar ? <Image {...imageAlt('')} className='user__avatar-img' src={info.avatar} mode='aspectFill' /> : <Text>{(info?.user_name ?? '我').slice(0, 1)}</Text>}
        </View>
        {info ? <Text className='user__edit'>编辑资料</Text> : null}
      </View>
      <View className='user__who'>
        {info ? (
          <>
            <View className='user__name-row' data-testid='edit-profile-name' onClick={() => void openRoute(routes.profileEdit())}>
              <Text className='user__name'>{info.user_name}</Text>
              {memberLevel ? <Text className='user__level'>{memberLevel}</Text> : null}
            </View>
            <Text className='user__phone'>
              {maskPhone(info.phone ?? '')}
              {age ? ` · ${age}` : ''}
            </Text>
            <Text className='user__org' data-testid='user-org' onClick={() => void openRoute(routes.setOrganization())}>
              {organizationName ?? '选择机构'} ›
            </Text>
          </>
        ) : (
          <Text className='user__name'>{placeholder}</Text>
        )}
      </View>
      <View className='user__signin' data-testid='entry-signin' onClick={() => void openRoute(routes.clockIn())}>
        <Text>签到</Text>
      </View>
    </View>
  )
})
