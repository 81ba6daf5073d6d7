import { HttpError } from '@/services/http/errors'
import type { ShellStores } from '@/stores/root-store'

export interface StudentIdentity {
  studentId: string
  userId: string
}

/**
 * The student the learning pages are about, with the logged-in parent's user id (the services
 * refuse a call about a user without it). Waits for login, then looks the student up when it is not
 * known yet (the mini-program's log-in does not: its first tab needs no student) and reads the
 * profile when the parent's id is not known yet, the two side by side in one round trip. A lookup
 * on its way is shared, not sent again (an earlier one that found no student is not taken as the
 * answer: the parent may have bound one since); an account with no student fails with a Chinese
 * text.
 */
export async function currentStudent(shell: Pick<ShellStores, 'login'>): Promise<StudentIdentity> {
  const login = shell.login
  await login.whenReady()
  const lookup = login.studentId ? null : login.lookupStudent().catch(() => undefined)
  const userId = login.parentUserId()
  // the id is not waited for when there is no student: its failure is not this one
  userId.catch(() => undefined)
  await lookup
  if (!login.studentId) throw new HttpError('biz', '未找到学员信息，请先绑定学员')
  return { studentId: login.studentId, userId: await userId }
}
