import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { PopupBox } from '@/components/popup-box/popup-box'
import { routes } from '@/config/routes'
import { openRoute } from '@/platform/navigation'
import { useStores } from '@/stores/store-context'
import './pending-questionnaire.scss'

/**
 * The invitation to fill in the questionnaire waiting for the parent (asked once per launch by the
 * home: usePendingQuestionnaireCheck).
 */
export const PendingQuestionnairePopup = observer(function PendingQuestionnairePopup() {
  const { pendingQuestionnaire: store } = useStores()
  const p = store.pending
  return (
    <PopupBox
      visible={p !== null}
      title='邀请您填写问卷'
      confirmText='去填写'
      cancelText='关闭'
      onConfirm={() => {
        const accepted = store.accept()
        if (accepted) void openRoute(routes.questionnaireList({ id: accepted.questionnaireId }))
      }}
      onCancel={() => store.dismiss()}
    >
      <View className='pending-questionnaire' data-testid='pending-questionnaire'>
        <Text className='pending-questionnaire__title'>{p?.title}</Text>
        <Text className='pending-questionnaire__hint'>花 1 分钟告诉我们您的感受，帮助我们把课程和服务做得更好</Text>
      </View>
    </PopupBox>
  )
})
