import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { inPopupLayer } from '@/platform/popup-portal'
import './popup-box.scss'

export interface PopupBoxProps {
  visible: boolean
  title?: ReactNode
  children?: ReactNode
  /** default 确定 (spec §2) */
  confirmText?: string
  /** default 取消 (spec §2) */
  cancelText?: string
  /** hide the cancel button */
  noCancel?: boolean
  onConfirm?: () => void
  /** cancel button, overlay tap and close all call this */
  onCancel: () => void
}

/**
 * A bottom sheet with a title, any content and 取消 / 确定 at the foot, over a dimmed page. Drawn
 * with plain views (it opens from the home tab, so it stays light); a tap on the dimmed page cancels.
 */
export function PopupBox({ visible, title, children, confirmText = '确定', cancelText = '取消', noCancel, onConfirm, onCancel }: PopupBoxProps) {
  if (!visible) return null
  return inPopupLayer(
    <View className='popup-box-layer' data-testid='popup-layer'>
      <View className='popup-box-mask' catchMove onClick={onCancel} data-testid='popup-mask' />
      <View className='popup-box' role='dialog' aria-modal='true' data-testid='popup-box' catchMove>
        {title ? (
          <View className='popup-box__head'>
            <Text className='popup-box__title'>{title}</Text>
          </View>
        ) : null}
        <View className='popup-box__body' data-scroll-region>{children}</View>
        <View className='popup-box__foot'>
          {noCancel ? null : (
            <Button className='popup-box__btn' fill='outline' type='default' onClick={onCancel}>
              {cancelText}
            </Button>
          )}
          <Button className='popup-box__btn' type='primary' onClick={() => (onConfirm ? onConfirm() : onCancel())}>
            {confirmText}
          </Button>
        </View>
      </View>
    </View>,
  )
}
