import { Button, Popup, Switch } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { runAction } from '@/components/toast/run-action'
import { errorText } from '@/services/http/errors'
import { RECOMMEND_TAB } from '../model/article-rules'
import type { ArticleListStore } from '../model/article-list-store'

/** The parent's module editor: order the article tabs (上移/下移) and show or hide them; 推荐 stays first. */
export const ModuleEditor = observer(function ModuleEditor({ store }: { store: ArticleListStore }) {
  const rows = store.editing
  const save = () => runAction(() => store.saveModules(), { failed: (e) => errorText(e, '栏目保存失败，请稍后再试') })
  return (
    <Popup visible={rows !== null} position='bottom' round closeable onClose={() => store.closeEditor()}>
      <View className='article-sheet module-editor' data-testid='module-editor'>
        <Text className='article-sheet__title'>栏目管理</Text>
        <Text className='article-sheet__hint'>调整栏目顺序，关闭不想看的栏目；「推荐」固定在最前</Text>
        {(rows ?? []).map((r, i) => {
          const fixed = r.type.articleTypeId === RECOMMEND_TAB.articleTypeId
          return (
            <View key={r.type.articleTypeId} className={`module-editor__row${r.shown ? '' : ' is-off'}`} data-testid='module-row' data-id={r.type.articleTypeId}>
              <Text className='module-editor__name'>{r.type.articleTypeName}</Text>
              {fixed ? (
                <Text className='module-editor__fixed'>固定</Text>
              ) : (
                <>
                  <Text
                    className={`module-editor__move${i <= 1 ? ' is-disabled' : ''}`}
                    data-testid='module-up'
                    onClick={() => store.moveModule(r.type.articleTypeId, -1)}
                  >
                    上移
                  </Text>
                  <Text
                    className={`module-editor__move${i === rows!.length - 1 ? ' is-disabled' : ''}`}
                    data-testid='module-down'
                    onClick={() => store.moveModule(r.type.articleTypeId, 1)}
                  >
                    下移
                  </Text>
                  <View className='module-editor__switch' data-testid='module-toggle' onClick={() => store.toggleModule(r.type.articleTypeId)}>
                    <Switch checked={r.shown} />
                  </View>
                </>
              )}
            </View>
          )
        })}
        <Button type='primary' block disabled={store.savingModules} data-testid='save-modules' onClick={() => void save()}>
          保存
        </Button>
      </View>
    </Popup>
  )
})
