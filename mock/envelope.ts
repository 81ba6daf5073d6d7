import type { ApiResponse } from '../types/api/common'

export const ok = <T>(data: T): ApiResponse<T> => ({ code: 0, msg: 'success', data })
export const fail = (code: number, msg: string): ApiResponse<null> => ({ code, msg, data: null })
