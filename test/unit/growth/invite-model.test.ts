import { StorageKey } from '@/config/storage-keys'
import type { InviteApi } from '@/shared/poster/invite-api'
import { InviteModel } from '@/shared/poster/invite-model'
import { RootStore } from '@/stores/root-store'
import { fakeDeps } from '../helpers/fake-deps'

describe('invitation model', () => {
  it('loads the record once the login that was running when the page opened has finished', async () => {
    const root = new RootStore(fakeDeps())
    const invitationRecord = jest.fn().mockResolvedValue({ inviteCount: 2, accumulatePoints: 40, records: [] })
    const api = { activity: jest.fn().mockResolvedValue({ title: '邀请好友免费测评' }), invitationRecord } as unknown as InviteApi
    const model = new InviteModel(api, root, 'AssessInvite')
    const opened = model.open()
    await new Promise((r) => setTimeout(r, 10))
    // the token exchange ends after the page opened
    expect(invitationRecord).not.toHaveBeenCalled()
    root.deps.storage.set(StorageKey.studentToken, 'stu-1')
    root.login.restore()
    root.login.markReady()
    await opened
    expect(invitationRecord).toHaveBeenCalledWith('AssessInvite')
    expect(model.record.value?.inviteCount).toBe(2)
  })

  it('leaves the record alone for an anonymous visitor', async () => {
    const root = new RootStore(fakeDeps())
    const invitationRecord = jest.fn()
    const model = new InviteModel({ activity: jest.fn().mockResolvedValue({}), invitationRecord } as unknown as InviteApi, root)
    root.login.markReady()
    await model.open()
    expect(invitationRecord).not.toHaveBeenCalled()
  })
})
