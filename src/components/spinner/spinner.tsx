import { Loading } from '@nutui/icons-react-taro'
import { Text, View } from '@tarojs/components'
import './spinner.scss'

export interface SpinnerProps {
  /** what is on its way (加载中…, 海报生成中…); none: the icon alone */
  text?: string
}

/**
 * The one spinner: NutUI's loading icon, the one its buttons spin (NutUI's icon style turns it),
 * with what is on its way beside it. NutUI's Loading component would draw the same icon, but it
 * brings a second icon that nothing here shows, and its stylesheet, to every first screen.
 */
export function Spinner({ text }: SpinnerProps) {
  return (
    <View className='spinner' role='status'>
      <Loading />
      {text ? <Text className='spinner__text'>{text}</Text> : null}
    </View>
  )
}
