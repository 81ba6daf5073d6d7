import type { InviteActivity } from './invite-calls'

/** A JSON list from the server (posters, invite texts); anything unreadable is an empty list. */
function jsonList(raw: unknown): unknown[] {
  if (Array.isArray(raw)) return raw
  if (typeof raw !== 'string' || !raw.trim()) return []
  try {
    const v: unknown = JSON.parse(raw)
    return Array.isArray(v) ? v : []
  } catch {
    return []
  }
}

/** The poster links (http(s) or absolute paths only). */
export const posterLinks = (activity: Pick<InviteActivity, 'poster'> | null | undefined): string[] =>
  jsonList(activity?.poster).filter((u): u is string => typeof u === 'string' && /^(https?:\/\/|\/(?!\/))\S+$/.test(u))

/** The invite texts ({invite_text} items, or plain strings). */
export const inviteTexts = (activity: Pick<InviteActivity, 'inviteText'> | null | undefined): string[] =>
  jsonList(activity?.inviteText)
    .map((t) => (typeof t === 'string' ? t : typeof (t as { invite_text?: unknown })?.invite_text === 'string' ? (t as { invite_text: string }).invite_text : ''))
    .map((t) => t.trim())
    .filter(Boolean)

/** The invitation link a poster's QR code opens: the activity with the inviter (from_user) and the staff serial. */
export function invitationLink(origin: string, route: string, inviterId: string | null | undefined, employeeSerial?: string | null): string {
  const q: string[] = []
  if (inviterId) q.push(`from_user=${encodeURIComponent(inviterId)}`)
  if (employeeSerial) q.push(`employeeSerial=${encodeURIComponent(employeeSerial)}`)
  return `${origin}${route}${q.length ? `?${q.join('&')}` : ''}`
}
