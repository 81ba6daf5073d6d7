import { HttpError } from '@/services/http/errors'
import type { ShellStores } from '@/stores/root-store'

export interface StudentIdentity {
  studentId: string
  userId: string
}

/**
 * The student the learning pages are about, with the logged-in parent's user id (the services
 * refuse a call about a user without it): waits for login and for the student lookup it started
 * (shared: a lookup on its way is not sent again), looks the student up once more when that found
 * none, reads the profile when the parent's id is not known yet, and fails with a Chinese text when
 * the account has no student.
 */
export async function currentStudent(shell: Pick<ShellStores, 'login'>): Promise<StudentIdentity> {
  const login = shell.login
  await login.whenReady()
  if (!login.studentId) await login.lookupStudent().catch(() => undefined)
  if (!login.studentId) throw new HttpError('biz', '未找到学员信息，请先绑定学员')
  return { studentId: login.studentId, userId: await login.parentUserId() }
}
