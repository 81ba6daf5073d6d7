/**
 * Whether the phone has a network. Mini-program: WeChat's network type at start (wx.getNetworkType,
 * 'none' when there is none) and each change it reports (wx.onNetworkStatusChange). H5: network.h5.ts.
 */
import Taro from '@tarojs/taro'

/** Calls `report` with whether there is a network now, and again each time that changes. */
export function watchNetwork(report: (online: boolean) => void): void {
  Taro.getNetworkType({ success: ({ networkType }) => report(networkType !== 'none') }).catch(() => undefined)
  Taro.onNetworkStatusChange(({ isConnected }) => report(isConnected))
}
