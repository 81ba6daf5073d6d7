import { currentStudent } from '@/shared/student/current-student'
import { LoginStore } from '@/stores/login-store'
import { fakeApi, fakeDeps } from '../helpers/fake-deps'

const user = { user_id: 'U10001', organization_id: 'ORG001', user_name: '乐乐妈妈', avatar: '', phone: '13800138000', sex: 2 as const, birthday: '2020-03-15' }

function loggedIn(known: { userId?: string; studentId?: string }) {
  const getUserInfo = jest.fn().mockResolvedValue(user)
  const login = new LoginStore(fakeDeps({ api: fakeApi({ user: { getUserInfo } }), storage: { studentToken: 'stu', ...(known.studentId ? { studentId: known.studentId } : {}) } }))
  login.restore()
  if (known.userId) login.setIdentity({ userId: known.userId })
  login.markReady()
  return { login, getUserInfo }
}

describe('the student of the learning pages', () => {
  it('carries the logged-in parent’s user id, read from the profile when login did not give it (never "")', async () => {
    const { login, getUserInfo } = loggedIn({ studentId: 'S20001' })
    expect(login.userId).toBe('')
    await expect(currentStudent({ login })).resolves.toEqual({ studentId: 'S20001', userId: 'U10001' })
    expect(getUserInfo).toHaveBeenCalledTimes(1)
  })

  it('asks for nothing more when login already knows the parent', async () => {
    const { login, getUserInfo } = loggedIn({ studentId: 'S20001', userId: 'U10001' })
    await expect(currentStudent({ login })).resolves.toEqual({ studentId: 'S20001', userId: 'U10001' })
    expect(getUserInfo).not.toHaveBeenCalled()
  })
})

describe('the student lookup', () => {
  it('on its way is waited for, not sent again, by a page asking for the student meanwhile', async () => {
    let answer!: (list: Array<{ studentId: string }>) => void
    const students = jest.fn().mockReturnValueOnce(new Promise((resolve) => (answer = resolve)))
    const login = new LoginStore(fakeDeps({ api: fakeApi({ auth: { students } }), storage: { studentToken: 'stu' } }))
    login.restore()
    login.setIdentity({ userId: 'U10001' })
    void login.lookupStudent()
    login.markReady()
    const asked = currentStudent({ login })
    answer([{ studentId: 'S20001' }])
    await expect(asked).resolves.toEqual({ studentId: 'S20001', userId: 'U10001' })
    expect(students).toHaveBeenCalledTimes(1)
  })

  it('is sent again when an earlier one found no student (one may have been bound since)', async () => {
    const students = jest.fn().mockResolvedValueOnce([]).mockResolvedValueOnce([{ studentId: 'S20002' }])
    const login = new LoginStore(fakeDeps({ api: fakeApi({ auth: { students } }), storage: { studentToken: 'stu' } }))
    login.restore()
    login.setIdentity({ userId: 'U10001' })
    await login.lookupStudent()
    login.markReady()
    await expect(currentStudent({ login })).resolves.toEqual({ studentId: 'S20002', userId: 'U10001' })
    expect(students).toHaveBeenCalledTimes(2)
  })

  it('goes out beside the profile read, not after it', async () => {
    let answerStudents!: (list: Array<{ studentId: string }>) => void
    let answerUser!: (u: typeof user) => void
    const students = jest.fn().mockReturnValueOnce(new Promise((resolve) => (answerStudents = resolve)))
    const getUserInfo = jest.fn().mockReturnValueOnce(new Promise((resolve) => (answerUser = resolve)))
    const login = new LoginStore(fakeDeps({ api: fakeApi({ auth: { students }, user: { getUserInfo } }), storage: { studentToken: 'stu' } }))
    login.restore()
    login.markReady()
    const asked = currentStudent({ login })
    await new Promise((r) => setTimeout(r, 0))
    expect(students).toHaveBeenCalledTimes(1)
    expect(getUserInfo).toHaveBeenCalledTimes(1)
    answerUser(user)
    answerStudents([{ studentId: 'S20001' }])
    await expect(asked).resolves.toEqual({ studentId: 'S20001', userId: 'U10001' })
  })

  it('finding no student fails with the Chinese text, whatever the profile read does', async () => {
    const students = jest.fn().mockResolvedValue([])
    const getUserInfo = jest.fn().mockRejectedValue(new Error('network'))
    const login = new LoginStore(fakeDeps({ api: fakeApi({ auth: { students }, user: { getUserInfo } }), storage: { studentToken: 'stu' } }))
    login.restore()
    login.markReady()
    await expect(currentStudent({ login })).rejects.toThrow('未找到学员信息，请先绑定学员')
    expect(students).toHaveBeenCalledTimes(1)
  })
})

describe('the parent’s user id', () => {
  it('is read from the profile once however many ask at the same time', async () => {
    const { login, getUserInfo } = loggedIn({})
    const [a, b] = await Promise.all([login.parentUserId(), login.parentUserId()])
    expect([a, b]).toEqual(['U10001', 'U10001'])
    expect(getUserInfo).toHaveBeenCalledTimes(1)
    expect(await login.parentUserId()).toBe('U10001')
    expect(getUserInfo).toHaveBeenCalledTimes(1)
  })

  it('is asked for again after a failed read', async () => {
    const { login, getUserInfo } = loggedIn({})
    getUserInfo.mockRejectedValueOnce(new Error('network'))
    await expect(login.parentUserId()).rejects.toThrow('network')
    await expect(login.parentUserId()).resolves.toBe('U10001')
    expect(getUserInfo).toHaveBeenCalledTimes(2)
  })
})
