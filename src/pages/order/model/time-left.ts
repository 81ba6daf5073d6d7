/** The time left to pay, as the order page shows it: HH:mm:ss, never below zero. */
export function timeLeftText(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000))
  const two = (n: number) => String(n).padStart(2, '0')
  return `${two(Math.floor(total / 3600))}:${two(Math.floor((total % 3600) / 60))}:${two(total % 60)}`
}
