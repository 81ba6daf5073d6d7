import { LoginStore } from '@/stores/login-store'
import { routes } from '@/config/routes'
import { PendingQuestionnaireStore } from '@/stores/pending-questionnaire-store'
import { fakeApi, fakeDeps } from '../helpers/fake-deps'

const oauth = { access_token: 'acc', refresh_token: 'ref', expires_in: 7200, scope: 'server' }
const Q = { eventId: 'EV-1', questionnaireId: 'Q01', title: '课程服务满意度调查' }

function setup(content: Record<string, jest.Mock>, opts: { loggedIn?: boolean; ready?: boolean } = {}) {
  const getUserInfo = jest.fn().mockResolvedValue({ user_id: 'U1', organization_id: 'O1' })
  const deps = fakeDeps({ api: fakeApi({ content, user: { getUserInfo } }) })
  const login = new LoginStore(deps)
  if (opts.loggedIn !== false) login.saveToken(oauth)
  if (opts.ready !== false) login.markReady()
  return { store: new PendingQuestionnaireStore(deps, login), login, getUserInfo }
}
const tick = () => new Promise((r) => setTimeout(r, 0))

describe('PendingQuestionnaireStore', () => {
  it('asks once per launch, after login is ready, with the parent id', async () => {
    const pendingQuestionnaire = jest.fn().mockResolvedValue(Q)
    const { store, login } = setup({ pendingQuestionnaire }, { ready: false })
    const first = store.check()
    await tick()
    expect(pendingQuestionnaire).not.toHaveBeenCalled()
    login.markReady()
    await first
    expect(pendingQuestionnaire).toHaveBeenCalledWith('U1')
    expect(store.pending).toEqual(Q)
    await store.check()
    await store.check()
    expect(pendingQuestionnaire).toHaveBeenCalledTimes(1)
  })

  it('is settled (nothing covers the page) once the check has answered with nothing waiting, or the invitation was dealt with', async () => {
    const waiting = setup({ pendingQuestionnaire: jest.fn().mockResolvedValue(Q) })
    expect(waiting.store.settled).toBe(false)
    await waiting.store.check()
    expect(waiting.store.settled).toBe(false)
    waiting.store.dismiss()
    expect(waiting.store.settled).toBe(true)
    const none = setup({ pendingQuestionnaire: jest.fn().mockResolvedValue(null) })
    const asking = none.store.check()
    expect(none.store.settled).toBe(false)
    await asking
    expect(none.store.settled).toBe(true)
    const failing = setup({ pendingQuestionnaire: jest.fn().mockRejectedValue(new Error('网络异常')) })
    await failing.store.check()
    expect(failing.store.settled).toBe(true)
  })

  it('asks nothing without a session', async () => {
    const pendingQuestionnaire = jest.fn().mockResolvedValue(Q)
    const { store } = setup({ pendingQuestionnaire }, { loggedIn: false })
    await store.check()
    expect(pendingQuestionnaire).not.toHaveBeenCalled()
    expect(store.pending).toBeNull()
  })

  it('stays silent when the check fails', async () => {
    const { store } = setup({ pendingQuestionnaire: jest.fn().mockRejectedValue(new Error('网络异常')) })
    await expect(store.check()).resolves.toBeUndefined()
    expect(store.pending).toBeNull()
  })

  it('关闭 hides it and sends closeQuestionnaire with the event id; a failed close stays silent', async () => {
    const closeQuestionnaire = jest.fn().mockRejectedValue(new Error('网络异常'))
    const { store } = setup({ pendingQuestionnaire: jest.fn().mockResolvedValue(Q), closeQuestionnaire })
    await store.check()
    store.dismiss()
    expect(store.pending).toBeNull()
    expect(closeQuestionnaire).toHaveBeenCalledWith('EV-1')
    await tick()
    store.dismiss()
    expect(closeQuestionnaire).toHaveBeenCalledTimes(1)
  })

  it('去填写 hides it without closing the event and leads to the questionnaire', async () => {
    const closeQuestionnaire = jest.fn().mockResolvedValue(undefined)
    const { store } = setup({ pendingQuestionnaire: jest.fn().mockResolvedValue(Q), closeQuestionnaire })
    await store.check()
    const p = store.accept()
    expect(p).toEqual(Q)
    expect(routes.questionnaireList({ id: p!.questionnaireId })).toBe('/pages/questionnaire/questionnaire-list?id=Q01')
    expect(store.pending).toBeNull()
    expect(closeQuestionnaire).not.toHaveBeenCalled()
  })
})
