import { errorText } from '@/services/http/errors'
import { toast, toastSuccess } from './toast'

export interface ActionReport<T> {
  /** what a success says (a toast with the success icon); nothing when absent */
  done?: string | ((value: T) => string)
  /** the Chinese text of a failure; errorText (the server's message, or ours by kind) when absent */
  failed?: (error: unknown) => string
  /** with errorText: what a failure says when neither the server nor its kind gives a text */
  fallback?: string
}

export type ActionResult<T> = { ok: true; value: T } | { ok: false; error: unknown }

/**
 * The one way to run an action the parent started (save, delete, receive, submit) and tell its
 * result: a success toast when `done` says one, the failure's Chinese text otherwise. It never
 * rejects, so a form keeps what the parent typed when the action fails; the caller reads `ok`.
 *   const r = await runAction(() => api.save(form), { done: '已保存' })
 *   if (r.ok) goBack()
 */
export async function runAction<T>(action: () => Promise<T>, report: ActionReport<T> = {}): Promise<ActionResult<T>> {
  try {
    const value = await action()
    const done = typeof report.done === 'function' ? report.done(value) : report.done
    if (done) void toastSuccess(done)
    return { ok: true, value }
  } catch (error) {
    void toast(report.failed ? report.failed(error) : errorText(error, report.fallback))
    return { ok: false, error }
  }
}
