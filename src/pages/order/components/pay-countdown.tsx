import { Text } from '@tarojs/components'
import { useEffect, useRef, useState } from 'react'
import { formatRemaining } from '@/utils/payment-deadline'

export interface PayCountdownProps {
  /** client-clock ms when payment closes */
  deadline: number
  /** called once when the time is up */
  onEnd: () => void
}

/** The time left to pay, ticking each second; at zero it says so once. */
export function PayCountdown({ deadline, onEnd }: PayCountdownProps) {
  const [now, setNow] = useState(() => Date.now())
  const ended = useRef(onEnd)
  ended.current = onEnd
  useEffect(() => {
    setNow(Date.now())
    if (deadline <= Date.now()) {
      ended.current()
      return undefined
    }
    const timer = setInterval(() => {
      const t = Date.now()
      setNow(t)
      if (t >= deadline) {
        clearInterval(timer)
        ended.current()
      }
    }, 1000)
    return () => clearInterval(timer)
  }, [deadline])
  return <Text className='order-status__countdown'>{formatRemaining(deadline - now)}</Text>
}
