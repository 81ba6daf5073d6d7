import type { UserWallet } from '@/services/api/user-calls'
import { defineArea } from '@/stores/area-registry'
import { Resource } from '@/stores/resource'

/** The wallet page's model: getUserWallet?userId, balance and records. */
export const walletArea = defineArea('wallet', ({ deps, shell }) => ({
  wallet: new Resource<UserWallet>(async () => {
    await shell.login.whenReady()
    const userId = await shell.login.parentUserId()
    return deps.api.user.getUserWallet(userId)
  }),
}))
