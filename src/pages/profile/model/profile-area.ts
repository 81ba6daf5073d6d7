import { defineArea } from '@/stores/area-registry'
import { ProfileForm } from './profile-form'

/** The profile page's model: the edit form on the shell's login store. */
export const profileArea = defineArea('profile', ({ deps, shell }) => ({
  form: new ProfileForm(shell.login, { api: deps.api, weappAppId: deps.config.weappAppId, now: () => deps.clock.now() }),
}))
export type ProfileArea = ReturnType<typeof profileArea.create>
