import type { HttpRequestOptions, Send } from '@/services/http/types'

export type Answer = (o: HttpRequestOptions) => unknown

/**
 * A fake request layer for area models built on deps.send: answers `METHOD /path` (host and
 * query left off) with a code-0 envelope, rejects what it was not told, records every call.
 */
export function fakeSend(answers: Record<string, Answer>) {
  const calls: HttpRequestOptions[] = []
  const send = (async (o: HttpRequestOptions) => {
    calls.push(o)
    const key = `${o.method ?? 'GET'} ${new URL(o.url).pathname}`
    const answer = answers[key]
    if (!answer) throw new Error(`fake send: ${key} not answered`)
    return { code: 0, data: await answer(o) }
  }) as Send
  const called = (key: string) => calls.filter((c) => `${c.method ?? 'GET'} ${new URL(c.url).pathname}` === key)
  return { send, calls, called }
}
