import { safeParse, type GenericSchema } from 'valibot'
import { HttpError } from './errors'
import type { ResponseRule } from './types'

/** What a call's `data` must look like; checked where the answer enters the app. */
export type DataShape = GenericSchema

/**
 * Checks the answer's data (the envelope's `data`, or the whole body of a plain answer) against the
 * call's shape: a wrong shape becomes a `bad-data` error with Chinese text, never a TypeError in a render.
 */
export function checkShape(shape: DataShape, body: unknown, rule: ResponseRule, url: string): unknown {
  const data = rule === 'plain' ? body : (body as { data?: unknown }).data
  if (!safeParse(shape, data).success) throw new HttpError('bad-data', '数据异常，请稍后再试', { url, response: body })
  return body
}
