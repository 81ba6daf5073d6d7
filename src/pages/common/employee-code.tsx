import { page } from '@/components/page-boundary/page-boundary'
import { Button } from '@nutui/nutui-react-taro'
import { Canvas, Text, View } from '@tarojs/components'
import Taro, { useRouter, useShareAppMessage } from '@tarojs/taro'
import { useCallback, useEffect, useState } from 'react'
import { ErrorState } from '@/components/error-state/error-state'
import { routes } from '@/config/routes'
import { pageOrigin } from '@/platform/browser'
import { canvas2d } from '@/platform/canvas-2d'
import { drawQrMatrix, qrMatrix } from '@/shared/qr/qr-matrix'
import { employeeCodeContent, readEmployeeSerial } from './model/employee-code-content'
import './employee-code.scss'

const CANVAS_ID = 'employee-qr'
const QR_SIZE = 220

type DrawState = 'drawing' | 'ready' | 'failed'

/** The staff member's QR code: scanning it opens the storefront with their serial. */
function EmployeeCodePage() {
  const serial = readEmployeeSerial(useRouter().params.employeeSerial)
  const [state, setState] = useState<DrawState>('drawing')
  useShareAppMessage(() => ({
    title: '添加我的专属健康顾问，获取一对一成长建议',
    path: serial ? routes.employeeCode({ employeeSerial: serial }) : routes.home(),
  }))

  const draw = useCallback(async () => {
    if (!serial) return
    setState('drawing')
    try {
      const ctx = await canvas2d(CANVAS_ID, QR_SIZE)
      if (!ctx) throw new Error('canvas unavailable')
      drawQrMatrix(ctx, qrMatrix(employeeCodeContent(pageOrigin(), serial)), QR_SIZE, { margin: 2 })
      setState('ready')
    } catch {
      setState('failed')
    }
  }, [serial])

  useEffect(() => {
    // the canvas exists only after this render has reached the page
    Taro.nextTick(() => void draw())
  }, [draw])

  if (!serial) return <ErrorState text='顾问编号无效，请通过顾问分享的链接打开' />

  return (
    <View className='employee-code'>
      <View className='employee-code__card'>
        <Text className='employee-code__title'>我的专属健康顾问</Text>
        <Text className='employee-code__serial' data-testid='employee-serial'>
          顾问编号：{serial}
        </Text>
        <View className='employee-code__qr' style={{ width: `${QR_SIZE}px`, height: `${QR_SIZE}px` }}>
          <Canvas type='2d' id={CANVAS_ID} canvasId={CANVAS_ID} style={{ width: `${QR_SIZE}px`, height: `${QR_SIZE}px` }} />
          {state === 'drawing' ? <View className='employee-code__mask'>二维码生成中…</View> : null}
          {state === 'failed' ? (
            <View className='employee-code__mask' role='alert'>
              <Text>二维码生成失败</Text>
              <Button size='small' type='primary' onClick={() => void draw()}>
                重新生成
              </Button>
            </View>
          ) : null}
        </View>
        <Text className='employee-code__hint'>长按识别或截图保存二维码，添加专属顾问，获取课程推荐与成长建议</Text>
      </View>
    </View>
  )
}

export default page(EmployeeCodePage)
