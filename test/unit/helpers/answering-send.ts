import type { HttpRequestOptions, Send } from '@/services/http/types'

/** A sender that answers each request with the next data (code 0) and keeps what was asked. */
export function answeringSend(...data: unknown[]) {
  const sent: HttpRequestOptions[] = []
  const send = (async (options: HttpRequestOptions) => {
    sent.push(options)
    return { code: 0, data: data.shift() }
  }) as Send
  return { send, sent }
}
