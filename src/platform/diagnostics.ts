/** What the QA page shows of where it runs (mini-program side). */
export const platformName = (): string => 'weapp（小程序）'

export const nativeBridgeState = (): string => '小程序内无原生桥'

/** Where the storefront runs, for error reports: always the mini-program here. */
export const runsIn = (): 'mini-program' => 'mini-program'
