import { parseServerTime } from '@/utils/date'

/** A server time as YYYY-MM-DD HH:mm; '' when invalid. */
export const timeText = (value: string | null | undefined): string => parseServerTime(value)?.format('YYYY-MM-DD HH:mm') ?? ''
