/** What the QA page shows of where it runs (mini-program side). */
export const platformName = (): string => 'weapp（小程序）'

export const nativeBridgeState = (): string => '小程序内无原生桥'
