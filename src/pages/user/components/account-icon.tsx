import { Image } from '@tarojs/components'
import { imageAlt } from '@/platform/image-alt'
import articles from '../icons/articles.svg'
import assessment from '../icons/assessment.svg'
import cart from '../icons/cart.svg'
import clock from '../icons/clock.svg'
import failure from '../icons/failure.svg'
import gift from '../icons/gift.svg'
import location from '../icons/location.svg'
import notice from '../icons/notice.svg'
import order from '../icons/order.svg'
import service from '../icons/service.svg'
import share from '../icons/share.svg'
import success from '../icons/success.svg'
import toPay from '../icons/to-pay.svg'
import userAdd from '../icons/user-add.svg'
import videos from '../icons/videos.svg'

/**
 * The 我的 tab's icons as small SVG files in the brand green: they load as pictures beside the
 * page instead of shipping as base64 inside the shared script of every page.
 */
export const ACCOUNT_ICONS = { articles, assessment, cart, clock, failure, gift, location, notice, order, service, share, success, toPay, userAdd, videos }
export type AccountIconName = keyof typeof ACCOUNT_ICONS

export function AccountIcon({ name }: { name: AccountIconName }) {
  return <Image {...imageAlt('')} className='account-icon' src={ACCOUNT_ICONS[name]} mode='aspectFit' data-icon={name} />
}
