import { Dialog } from '@nutui/nutui-react-taro'
import type { ReactNode } from 'react'

export interface ConfirmDialogProps {
  visible: boolean
  title: string
  content?: ReactNode
  /** default 确定 (spec §2) */
  confirmText?: string
  /** default 取消 (spec §2) */
  cancelText?: string
  onConfirm: () => void
  onCancel: () => void
}

/**
 * The app's one dialog: a question with two answers, before something that cannot be undone (delete,
 * confirm receipt) or for an invitation (a questionnaire waiting). Closing it is the cancel answer.
 */
export function ConfirmDialog({ visible, title, content, confirmText = '确定', cancelText = '取消', onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Dialog
      className='confirm-dialog'
      visible={visible}
      title={title}
      content={content}
      confirmText={confirmText}
      cancelText={cancelText}
      onConfirm={onConfirm}
      onCancel={onCancel}
      onClose={onCancel}
    />
  )
}
