import { Button as TaroButton } from '@tarojs/components'

/** What WeChat's phone-number button grants: decrypted by the auth service into the number. */
export interface PhoneGrant {
  encryptedData: string
  iv: string
}

export interface PhoneChangeProps {
  busy: boolean
  /** mini-program: the grant of WeChat's phone-number button (null when refused) */
  onGrant: (grant: PhoneGrant | null) => void
  /** H5: the number typed in */
  onTyped: (phone: string) => void
}

interface PhoneEventDetail {
  errMsg?: string
  encryptedData?: string
  iv?: string
}

/** Mini-program: the phone comes from WeChat's phone-number button (no typing). */
export function PhoneChange({ busy, onGrant }: PhoneChangeProps) {
  return (
    <TaroButton
      className='phone-change__wechat'
      openType='getPhoneNumber'
      disabled={busy}
      data-testid='phone-change'
      onGetPhoneNumber={(e) => {
        const d = e.detail as PhoneEventDetail
        onGrant(d.encryptedData && d.iv ? { encryptedData: d.encryptedData, iv: d.iv } : null)
      }}
    >
      {busy ? '更换中…' : '使用微信手机号'}
    </TaroButton>
  )
}
