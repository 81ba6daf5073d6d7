import { autorun } from 'mobx'
import { NetworkState } from '@/stores/network-state'

describe('the network state', () => {
  it('is observable and tells its listeners only when the network comes back', () => {
    const network = new NetworkState()
    const seen: boolean[] = []
    const stopSeeing = autorun(() => void seen.push(network.online))
    const returns = jest.fn()
    const stop = network.onReturn(returns)

    network.set(true)
    expect(returns).not.toHaveBeenCalled()
    network.set(false)
    network.set(false)
    expect(returns).not.toHaveBeenCalled()
    network.set(true)
    expect(returns).toHaveBeenCalledTimes(1)
    network.set(true)
    expect(returns).toHaveBeenCalledTimes(1)
    expect(seen).toEqual([true, false, true])

    stop()
    network.set(false)
    network.set(true)
    expect(returns).toHaveBeenCalledTimes(1)
    stopSeeing()
  })

  it('a listener that stops itself while told does not stop the others', () => {
    const network = new NetworkState()
    const other = jest.fn()
    const stop = network.onReturn(() => stop())
    network.onReturn(other)
    network.set(false)
    network.set(true)
    expect(other).toHaveBeenCalledTimes(1)
  })
})
