import { page } from '@/components/page-boundary/page-boundary'
import { Avatar, Button, Cell } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { openRoute } from '@/platform/navigation'
import { useStores } from '@/stores/store-context'
import './user-info.scss'

const ORDER_SHORTCUTS = [
  { tab: 'all', text: '全部订单' },
  { tab: '2', text: '待付款' },
  { tab: '1', text: '已完成' },
  { tab: '-1', text: '已取消' },
]

const MENU = [
  { title: '购物车', url: '/pages/cart/cart' },
  { title: '收货地址', url: '/pages/address/address-management' },
  { title: '服务咨询', url: '/pages/common/leave-info' },
]

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
      <Cell.Group title='我的订单'>
        <View className='user__orders'>
          {ORDER_SHORTCUTS.map((o) => (
            <View key={o.tab} className='user__order' data-testid='order-shortcut' onClick={() => void openRoute(`/pages/order/order-list?tab=${o.tab}`)}>
              <Text className='user__order-text'>{o.text}</Text>
            </View>
          ))}
        </View>
      </Cell.Group>
      <Cell.Group>
        {MENU.map((m) => (
          <Cell key={m.url} title={m.title} clickable onClick={() => void openRoute(m.url)} extra='›' />
        ))}
        <Cell title='所属机构' extra={info?.organization_id ? info.organization_id : '—'} />
      </Cell.Group>
    </View>
  )
}

export default page(observer(UserInfoPage))
