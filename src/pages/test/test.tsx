import { page } from '@/components/page-boundary/page-boundary'
import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { ErrorState } from '@/components/error-state/error-state'
import { KvCell } from '@/components/kv-cell/kv-cell'
import { buildVersionText } from '@/config/app-config'
import { buildMode } from '@/config/env'
import { currentEntry } from '@/platform/browser'
import { nativeBridgeState, platformName, runsIn } from '@/platform/diagnostics'
import { postToNative } from '@/platform/native-bridge'
import { NATIVE_EVENTS, type NativeEvent } from '@/platform/native-events'
import { useStores } from '@/stores/store-context'
import { maskToken, testPageAllowed } from './model/test-access'
import './test.scss'

/** Diagnostics for QA: build, platform, hosts, the stored session, the native bridge and its 19 events. */
function TestPage() {
  const { deps, login, appBanner } = useStores()
  const params = useRouter().params
  const [fired, setFired] = useState<{ event: NativeEvent; ok: boolean } | null>(null)
  if (!testPageAllowed({ pageDebug: params.debug, entryDebug: currentEntry().query.debug, mode: buildMode })) {
    return <ErrorState text='页面不存在' />
  }
  const hosts = Object.entries(deps.config.hosts)
  return (
    <View className='test-page' data-testid='test-page'>
      <View className='test-page__group'>
        <Text className='test-page__title'>运行环境</Text>
        <KvCell longValue label='构建模式' value={buildMode} />
        <KvCell longValue label='版本' value={buildVersionText(deps.config.build)} />
        <KvCell longValue label='平台' value={platformName()} />
        <KvCell longValue label='运行于' value={runsIn()} />
        <KvCell longValue label='原生桥' value={nativeBridgeState()} />
        <KvCell longValue label='来自App' value={appBanner.isFromApp ? '是' : '否'} />
      </View>
      <View className='test-page__group'>
        <Text className='test-page__title'>服务地址</Text>
        {hosts.map(([k, v]) => (
          <KvCell longValue key={k} label={k} value={v || '（同源）'} />
        ))}
        <KvCell longValue label='登录地址' value={deps.config.loginUrl} />
      </View>
      <View className='test-page__group'>
        <Text className='test-page__title'>登录状态</Text>
        <KvCell longValue label='studentToken' value={maskToken(login.studentToken)} />
        <KvCell longValue label='userId' value={login.userId || '（无）'} />
        <KvCell longValue label='机构' value={login.organizationId || '（无）'} />
      </View>
      <View className='test-page__group'>
        <Text className='test-page__title'>原生事件（{NATIVE_EVENTS.length}）</Text>
        {fired ? (
          <Text className='test-page__fired' data-testid='fired'>
            {fired.event}：{fired.ok ? '已发送' : '未发送（无原生环境）'}
          </Text>
        ) : null}
        <View className='test-page__events'>
          {NATIVE_EVENTS.map((event) => (
            <Button key={event} size='small' data-testid='native-event' onClick={() => setFired({ event, ok: postToNative(event, { from: 'test-page' }) })}>
              {event}
            </Button>
          ))}
        </View>
      </View>
    </View>
  )
}

export default page(observer(TestPage))
