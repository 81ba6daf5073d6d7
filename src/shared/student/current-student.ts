import { HttpError } from '@/services/http/errors'
import type { ShellStores } from '@/stores/root-store'

export interface StudentIdentity {
  studentId: string
  userId: string
}

/**
 * The student the learning pages are about: waits for login, looks the student up once more when
 * login could not, and fails with a Chinese text when the account has none.
 */
export async function currentStudent(shell: Pick<ShellStores, 'login'>): Promise<StudentIdentity> {
  const login = shell.login
  await login.whenReady()
  if (!login.studentId) await login.lookupStudent().catch(() => undefined)
  if (!login.studentId) throw new HttpError('biz', '未找到学员信息，请先绑定学员')
  return { studentId: login.studentId, userId: login.userId }
}
