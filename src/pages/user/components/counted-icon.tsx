import { Badge } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import { AccountIcon, type AccountIconName } from './account-icon'
import './counted-icon.scss'

export interface CountedIconProps {
  icon: AccountIconName
  count: number
  /** the test id of the badge when there is a count */
  badgeTestId: string
}

/** An account icon with a red count (capped at 99+) when the count is above zero. */
export function CountedIcon({ icon, count, badgeTestId }: CountedIconProps) {
  if (count <= 0) return <AccountIcon name={icon} />
  return (
    <View data-testid={badgeTestId} data-count={count}>
      <Badge value={count} max={99}>
        <AccountIcon name={icon} />
      </Badge>
    </View>
  )
}
