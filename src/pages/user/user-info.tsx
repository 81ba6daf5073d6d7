import { Avatar, Button, Cell } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useStores } from '@/stores/store-context'
import './user-info.scss'

const maskPhone = (phone: string): string => (/^\d{11}$/.test(phone) ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone)

function UserInfoPage() {
  const { login } = useStores()
  useDidShow(() => {
    void login.whenReady().then(() => login.refreshUserInfo())
  })

  const info = login.userInfo
  return (
    <View className='user'>
      <View className='user__header' data-testid='user-header'>
        <Avatar size='large' src={info?.avatar} />
        <View className='user__who'>
          {info ? (
            <>
              <Text className='user__name'>{info.user_name}</Text>
              <Text className='user__phone'>{maskPhone(info.phone)}</Text>
            </>
          ) : (
            <Text className='user__name'>{login.studentToken ? '加载中…' : '未登录'}</Text>
          )}
        </View>
      </View>
      {login.userInfoError ? (
        <View className='user__error' role='alert' data-testid='user-error'>
          <Text>{login.userInfoError}</Text>
          <Button size='mini' fill='outline' onClick={() => void login.refreshUserInfo()}>
            重试
          </Button>
        </View>
      ) : null}
      <Cell.Group>
        <Cell title='所属机构' extra={info?.organization_id ? info.organization_id : '—'} />
      </Cell.Group>
    </View>
  )
}

export default observer(UserInfoPage)
