import { routes } from '@/config/routes'

/** What the staff code encodes: the storefront's home with the staff member's serial. */
export function employeeCodeContent(origin: string, employeeSerial: string): string {
  return `${origin}${routes.home({ employeeSerial })}`
}

/** A staff serial from an address: letters, digits, '-' and '_', at most 32; anything else is refused. */
export function readEmployeeSerial(value: string | undefined | null): string | null {
  const v = (value ?? '').trim()
  return /^[A-Za-z0-9_-]{1,32}$/.test(v) ? v : null
}
