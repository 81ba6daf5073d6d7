import Taro from '@tarojs/taro'
import type { PosterEvent, PosterPlace, SaveResult } from './poster-place'
import { colors } from '@/styles/colors'

export type { PosterEvent, PosterPlace, SaveResult } from './poster-place'

export const posterPlace = (_inNativeShell: boolean): PosterPlace => ({ album: true, shareImage: true, longPress: false, native: false })

const errMsg = (e: unknown): string => String((e as { errMsg?: string })?.errMsg ?? e ?? '')
const isAuthRefusal = (e: unknown) => /auth|authorize|permission/i.test(errMsg(e))

/**
 * Saves the poster to the album. When the album permission was refused (now or before), explains
 * why it is needed and offers the settings page; once allowed there, saves again.
 */
export async function savePoster(image: string, _event: PosterEvent): Promise<SaveResult> {
  try {
    await Taro.saveImageToPhotosAlbum({ filePath: image })
    return 'saved'
  } catch (e) {
    if (!isAuthRefusal(e)) return /cancel/i.test(errMsg(e)) ? 'cancelled' : 'failed'
  }
  const modal = await Taro.showModal({
    title: '需要保存到相册的权限',
    content: '保存海报需要允许访问你的相册，请在设置中开启“保存到相册”',
    confirmText: '去设置',
    cancelText: '取消',
    confirmColor: colors.brand,
  })
  if (!modal.confirm) return 'refused'
  const setting = await Taro.openSetting()
  if (!setting.authSetting?.['scope.writePhotosAlbum']) return 'refused'
  try {
    await Taro.saveImageToPhotosAlbum({ filePath: image })
    return 'saved'
  } catch {
    return 'failed'
  }
}

/** WeChat's share-image menu (send to a friend, save, favourite). */
export async function sharePosterImage(image: string): Promise<void> {
  await Taro.showShareImageMenu({ path: image })
}
