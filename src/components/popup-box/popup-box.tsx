import { Button, Popup } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { popupPortal } from '@/platform/popup-portal'
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

/** A bottom popup with a title, any content and 取消 / 确定 at the foot. */
export function PopupBox({ visible, title, children, confirmText = '确定', cancelText = '取消', noCancel, onConfirm, onCancel }: PopupBoxProps) {
  return (
    <Popup visible={visible} position='bottom' round portal={popupPortal()} title={title} onClose={onCancel} onOverlayClick={() => (onCancel(), true)}>
      <View className='popup-box' data-testid='popup-box'>
        <View className='popup-box__body'>{children}</View>
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
    </Popup>
  )
}
