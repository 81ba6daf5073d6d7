import { safeParse, unknown, type GenericSchema } from 'valibot'
import { HttpError } from './errors'
import type { ResponseRule } from './types'

/**
 * What a call's `data` must look like; checked where the answer enters the app.
 *
 * Every request declares one (`shape` is required in `HttpRequestOptions`, so a call without it does
 * not compile). A shape checks what the code reads (the fields the app uses and their types, optional
 * where the service may leave them out) and no more: objects are `looseObject`, so extra fields pass.
 * A call whose answer the app does not read says so with `shape: ignoresData`.
 */
export type DataShape = GenericSchema

/** The one marker for a call whose answer's data the app never reads (only success or failure counts). */
export const ignoresData: DataShape = unknown()

/**
 * Checks the answer's data (the envelope's `data`, or the whole body of a plain answer) against the
 * call's shape: a wrong shape becomes a `bad-data` error with Chinese text, never a TypeError in a render.
 */
export function checkShape(shape: DataShape, body: unknown, rule: ResponseRule, url: string): unknown {
  if (shape === ignoresData) return body
  const data = rule === 'plain' ? body : (body as { data?: unknown }).data
  if (!safeParse(shape, data).success) throw new HttpError('bad-data', '数据异常，请稍后再试', { url, response: body })
  return body
}
