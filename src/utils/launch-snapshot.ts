import { literal, number, object, safeParse, type InferOutput, type ObjectEntries, type ObjectSchema } from 'valibot'

type Fields<E extends ObjectEntries> = InferOutput<ObjectSchema<E, undefined>>

/**
 * How long what one launch stored may stand in for the service's answer on the next (the home's
 * promos; the mini-program's home tabs): a returning parent sees them, and asks for what depends on
 * them, at once.
 */
export const LAUNCH_SNAPSHOT_MAX_AGE_MS = 24 * 60 * 60 * 1000

/** `fields` as stored for the next launch, stamped with the time. */
export const launchSnapshot = (fields: Record<string, unknown>, now: number): string => JSON.stringify({ version: 1, savedAt: now, ...fields })

/**
 * The stored snapshot's fields (`entries`), or null when there is none, it is older than a day (or
 * from the future), or not in this form.
 */
export function readLaunchSnapshot<E extends ObjectEntries>(stored: string | null, now: number, entries: E): Fields<E> | null {
  let json: unknown
  try {
    json = JSON.parse(stored ?? '')
  } catch {
    return null
  }
  const parsed = safeParse(object({ ...entries, version: literal(1), savedAt: number() }), json)
  if (!parsed.success) return null
  const age = now - (parsed.output as { savedAt: number }).savedAt
  return age < 0 || age > LAUNCH_SNAPSHOT_MAX_AGE_MS ? null : (parsed.output as Fields<E>)
}
