import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog'
import { scheduleWhenText } from './schedule-text'

export interface CancelClassDialogProps<T> {
  /** the class the parent asked to cancel; null hides the dialog */
  item: T | null
  onConfirm: (item: T) => void
  onClose: () => void
}

/** 取消预约: asks once before a booked class is cancelled, naming its day and time. */
export function CancelClassDialog<T extends Parameters<typeof scheduleWhenText>[0]>({ item, onConfirm, onClose }: CancelClassDialogProps<T>) {
  return (
    <ConfirmDialog
      visible={Boolean(item)}
      title='取消预约'
      content={item ? `确定取消 ${scheduleWhenText(item)} 的课程吗？` : ''}
      onConfirm={() => {
        onClose()
        if (item) onConfirm(item)
      }}
      onCancel={onClose}
    />
  )
}
