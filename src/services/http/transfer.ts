import { HttpError } from './errors'
import { judgeResponse } from './response-rules'
import type { ResponseRule } from './types'

/** What Taro.uploadFile / Taro.downloadFile need, injected so the rules are testable. */
export interface TransferDeps {
  upload: (o: { url: string; filePath: string; name: string; header: Record<string, string>; timeout: number; formData?: Record<string, string> }) => Promise<{ statusCode: number; data: string }>
  download: (o: { url: string; header: Record<string, string>; timeout: number }) => Promise<{ statusCode: number; tempFilePath: string }>
  getToken: () => string | null
  whenLoginReady: () => Promise<void>
  timeoutMs: number
}

const authHeader = (token: string | null): Record<string, string> => (token ? { Authorization: `Bearer ${token}` } : {})

const failure = (e: unknown, url: string): HttpError => {
  if (e instanceof HttpError) return e
  const msg = String((e as { errMsg?: string })?.errMsg ?? (e as Error)?.message ?? '')
  return /time ?out/i.test(msg) ? new HttpError('timeout', '请求超时，请稍后重试', { url }) : new HttpError('network', '网络异常，请检查网络后重试', { url })
}

/** Upload and download with the same bearer header and 60 s limit as every request. */
export function createTransfer(d: TransferDeps) {
  return {
    async upload<T>(url: string, filePath: string, opts: { name?: string; rule?: ResponseRule; formData?: Record<string, string> } = {}): Promise<T> {
      await d.whenLoginReady()
      let res: { statusCode: number; data: string }
      try {
        res = await d.upload({ url, filePath, name: opts.name ?? 'file', header: authHeader(d.getToken()), timeout: d.timeoutMs, formData: opts.formData })
      } catch (e) {
        throw failure(e, url)
      }
      let body: unknown = res.data
      try {
        body = JSON.parse(res.data)
      } catch {
        // judged as bad data below
      }
      return judgeResponse({ statusCode: res.statusCode, data: body }, opts.rule ?? 'code0', url) as T
    },
    async download(url: string): Promise<string> {
      await d.whenLoginReady()
      let res: { statusCode: number; tempFilePath: string }
      try {
        res = await d.download({ url, header: authHeader(d.getToken()), timeout: d.timeoutMs })
      } catch (e) {
        throw failure(e, url)
      }
      if (res.statusCode === 401) throw new HttpError('session-invalid', '登录已失效，请重新登录', { url, status: 401 })
      if (res.statusCode < 200 || res.statusCode >= 300) throw new HttpError('server', `下载失败（${res.statusCode}）`, { url, status: res.statusCode })
      return res.tempFilePath
    },
  }
}
export type Transfer = ReturnType<typeof createTransfer>
