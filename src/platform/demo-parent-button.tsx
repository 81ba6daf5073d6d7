import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'

export interface DemoParentButtonProps {
  disabled: boolean
  onTap: () => void
}

/** The binding page's way in for a development build against the mock (see demo-parent.ts). */
export function DemoParentButton({ disabled, onTap }: DemoParentButtonProps) {
  return (
    <View className='login__demo'>
      <Button type='primary' fill='outline' block disabled={disabled} onClick={onTap}>
        以演示家长身份绑定
      </Button>
      <Text className='login__demo-note'>开发版：微信未授予手机号时，由模拟服务绑定演示家长</Text>
    </View>
  )
}
