import { page } from '@/components/page-boundary/page-boundary'
import { Button, Dialog } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import Taro, { usePullDownRefresh, useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useEffect } from 'react'
import { EmptyState } from '@/components/empty-state/empty-state'
import { ErrorState } from '@/components/error-state/error-state'
import { openRoute } from '@/platform/navigation'
import { useArea, useStores } from '@/stores/store-context'
import { timeText } from './components/time-text'
import { QuestionnaireForm } from './components/questionnaire-form'
import { questionnaireArea } from './model/questionnaire-area'
import './questionnaire.scss'

/** Customer satisfaction questionnaires: the list, answering one, and (once per launch, the shell's) pop-up of a pending one. */
function QuestionnaireListPage() {
  const store = useArea(questionnaireArea)
  const { pendingQuestionnaire: pending } = useStores()
  const id = useRouter().params.id ?? ''
  useEffect(() => {
    void store.list.load().then(() => {
      if (id) store.open(id)
    })
    if (!id) void pending.check()
  }, [store, pending, id])
  usePullDownRefresh(() => void store.list.load().finally(() => Taro.stopPullDownRefresh()))

  const list = store.list
  const start = (questionnaireId: string, linkUrl?: string) => {
    if (linkUrl) void openRoute(`/pages/questionnaire/questionnaire-link?url=${encodeURIComponent(linkUrl)}`)
    else store.open(questionnaireId)
  }
  let body
  if (list.status === 'error' && !list.value) body = <ErrorState text={list.error} onRetry={() => void list.load()} />
  else if (!list.value) body = <View className='q-loading'>加载中…</View>
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
      <Dialog
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
        onClose={() => pending.dismiss()}
      />
    </View>
  )
}

export default page(observer(QuestionnaireListPage))
