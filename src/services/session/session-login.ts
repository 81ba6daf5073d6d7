import type { AppConfig } from '@/config/app-config'
import type { Api } from '@/services/api'
import type { KeyValueStorage } from '@/platform/key-value'
import type { OAuthToken, UnboundIdentity } from '@/services/api/auth-calls'
import type { Send } from '@/services/http/types'

/** What the login flows need of the login state (the shell's LoginStore implements it). */
export interface SessionLogin {
  readonly studentToken: string | null
  readonly studentId: string | null
  readonly organizationId: string | null
  readonly pendingIdentity: UnboundIdentity | null
  hasSession(): boolean
  markReady(): void
  closeGate(): void
  saveToken(data: OAuthToken): void
  setOrganizationId(id: string): void
  setIdentity(identity: Partial<{ openId: string; unionId: string; userId: string }>): void
  setPendingIdentity(identity: UnboundIdentity | null): void
  clear(): void
  lookupStudent(): Promise<void>
}

/** What a platform's session starter is handed by the composition root. */
export interface SessionHost {
  login: SessionLogin
  deps: { api: Api; send: Send; config: AppConfig; storage: KeyValueStorage; session: KeyValueStorage }
}
