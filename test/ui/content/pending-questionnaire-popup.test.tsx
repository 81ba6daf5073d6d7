import Taro from '@tarojs/taro'
import { observable, runInAction } from 'mobx'
import { observer } from 'mobx-react'
import { PendingQuestionnairePopup } from '@/pages/home/components/pending-questionnaire'
import { usePendingQuestionnaireCheck } from '@/pages/home/use-pending-questionnaire'
import { RootStore } from '@/stores/root-store'
import { StoreProvider } from '@/stores/store-context'
import { fakeApi, fakeDeps, mountInPage, text, waitFor } from '../helpers/render'

const Q = { eventId: 'EV-U1-Q01', questionnaireId: 'Q01', title: '课程服务满意度调查' }

let mounted: { unmout: () => void } | null = null

/** whether the home's first screen has settled (the page's useHomeFirstScreenSettled) */
const home = observable({ settled: true })
/** what the home does: asks once its first screen has settled, and shows the invitation */
const Popup = observer(() => {
  usePendingQuestionnaireCheck(home.settled)
  return <PendingQuestionnairePopup />
})

async function mountPopup(content: Record<string, jest.Mock>, loggedIn = true) {
  const root = new RootStore(fakeDeps({ api: fakeApi({ content }) }))
  root.login.setIdentity({ userId: 'U1' })
  if (loggedIn) root.login.saveToken({ access_token: 'acc', refresh_token: 'ref', expires_in: 7200, scope: 'server' })
  mounted = await mountInPage(
    () => (
      <StoreProvider store={root}>
        <Popup />
      </StoreProvider>
    ),
    undefined,
    '/pages/home/home',
  )
  return root
}
const button = (label: string) => [...document.querySelectorAll('.nut-button')].find((b) => b.textContent?.includes(label)) as HTMLElement

describe('pending questionnaire pop-up on the home tab', () => {
  let navigateTo: jest.SpyInstance
  beforeEach(() => {
    navigateTo = jest.spyOn(Taro, 'navigateTo').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }) as never)
  })
  afterEach(() => {
    // the pop-up mounts on the body: take each test's tree away before the next one
    mounted?.unmout() // (sic: the test library spells it so)
    mounted = null
    runInAction(() => (home.settled = true))
    jest.restoreAllMocks()
  })

  it('waits for the launch login, then shows the waiting questionnaire; 关闭 sends closeQuestionnaire and hides it', async () => {
    const pendingQuestionnaire = jest.fn().mockResolvedValue(Q)
    const closeQuestionnaire = jest.fn().mockResolvedValue(undefined)
    const root = await mountPopup({ pendingQuestionnaire, closeQuestionnaire })
    await new Promise((r) => setTimeout(r, 50))
    expect(pendingQuestionnaire).not.toHaveBeenCalled()
    root.login.markReady()
    await waitFor(() => text().includes('课程服务满意度调查'))
    expect(text()).toContain('邀请您填写问卷')
    expect(pendingQuestionnaire).toHaveBeenCalledWith('U1')
    button('关闭').click()
    await waitFor(() => closeQuestionnaire.mock.calls.length === 1)
    expect(closeQuestionnaire).toHaveBeenCalledWith('EV-U1-Q01')
    await waitFor(() => root.pendingQuestionnaire.pending === null)
    expect(navigateTo).not.toHaveBeenCalled()
  })

  it('去填写 opens the questionnaire without closing the event', async () => {
    const closeQuestionnaire = jest.fn().mockResolvedValue(undefined)
    const root = await mountPopup({ pendingQuestionnaire: jest.fn().mockResolvedValue(Q), closeQuestionnaire })
    root.login.markReady()
    await waitFor(() => text().includes('课程服务满意度调查'))
    button('去填写').click()
    await waitFor(() => navigateTo.mock.calls.length === 1)
    expect((navigateTo.mock.calls[0][0] as { url: string }).url).toBe('/pages/questionnaire/questionnaire-list?id=Q01')
    expect(closeQuestionnaire).not.toHaveBeenCalled()
  })

  it("waits for the home's first screen: nothing is asked while its lists are still loading", async () => {
    runInAction(() => (home.settled = false))
    const pendingQuestionnaire = jest.fn().mockResolvedValue(Q)
    const root = await mountPopup({ pendingQuestionnaire })
    root.login.markReady()
    await new Promise((r) => setTimeout(r, 50))
    expect(pendingQuestionnaire).not.toHaveBeenCalled()
    runInAction(() => (home.settled = true))
    await waitFor(() => text().includes('课程服务满意度调查'))
  })

  it('asks nothing for a visitor without a session', async () => {
    const pendingQuestionnaire = jest.fn().mockResolvedValue(Q)
    const root = await mountPopup({ pendingQuestionnaire }, false)
    root.login.markReady()
    await new Promise((r) => setTimeout(r, 50))
    expect(pendingQuestionnaire).not.toHaveBeenCalled()
    expect(document.querySelector('[data-testid="pending-questionnaire"]')).toBeNull()
  })
})
