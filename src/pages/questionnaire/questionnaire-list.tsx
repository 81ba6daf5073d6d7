import { page } from '@/components/page-boundary/page-boundary'
import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useEffect } from 'react'
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog'
import { EmptyState } from '@/components/empty-state/empty-state'
import { usePageLoad } from '@/components/page-kit/use-page-load'
import { pendingView } from '@/components/resource-pending/resource-pending'
import { routes } from '@/config/routes'
import { openRoute } from '@/platform/navigation'
import { useArea, useStores } from '@/stores/store-context'
import { timeText } from '@/utils/date'
import { QuestionnaireForm } from './components/questionnaire-form'
import { questionnaireArea } from './model/questionnaire-area'
import './questionnaire.scss'

/** Customer satisfaction questionnaires: the list, answering one, and (once per launch, the shell's) pop-up of a pending one. */
function QuestionnaireListPage() {
  const store = useArea(questionnaireArea)
  const { pendingQuestionnaire: pending } = useStores()
  const id = useRouter().params.id ?? ''
  // on open and on pull-down: the list (what is shown stays until it arrives)
  usePageLoad(() => store.list.load(), [store], { onShow: 'after-hidden' })
  // opened for one questionnaire: its form once the list has it; otherwise the waiting one may pop up
  useEffect(() => {
    if (id) store.open(id)
    else void pending.check()
  }, [store, pending, id])

  const list = store.list
  const start = (questionnaireId: string, linkUrl?: string | null) => {
    if (linkUrl) void openRoute(routes.questionnaireLink({ url: linkUrl }))
    else store.open(questionnaireId)
  }
  let body
  if (!list.value) body = pendingView(list)
  else if (store.current) body = <QuestionnaireForm store={store} />
  else if (!list.value.length) body = <EmptyState text='暂无问卷' />
  else
    body = (
      <View className='q-list' data-testid='questionnaire-list'>
        {list.value.map((q) => (
          <View key={q.questionnaireId} className='q-card' data-testid='questionnaire' data-id={q.questionnaireId} data-state={q.status === 1 ? 'done' : 'todo'}>
            <View className='q-card__main'>
              <Text className='q-card__title'>{q.title}</Text>
              <Text className='q-card__desc'>{q.description}</Text>
              <Text className='q-card__time'>{timeText(q.createTime)}</Text>
            </View>
            {q.status === 1 ? (
              <Text className='q-card__done'>已提交</Text>
            ) : (
              <Button size='small' type='primary' data-testid='answer' onClick={() => start(q.questionnaireId, q.linkUrl)}>
                去填写
              </Button>
            )}
          </View>
        ))}
      </View>
    )
  return (
    <View className='questionnaire-page'>
      {body}
      <ConfirmDialog
        visible={pending.pending !== null && !store.current}
        title='邀请您填写问卷'
        content={pending.pending?.title}
        confirmText='去填写'
        cancelText='关闭'
        onConfirm={() => {
          const p = pending.accept()
          if (p) store.open(p.questionnaireId)
        }}
        onCancel={() => pending.dismiss()}
      />
    </View>
  )
}

export default page(observer(QuestionnaireListPage))
