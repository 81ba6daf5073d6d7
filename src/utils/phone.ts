/** Mainland mobile numbers, one rule for every form and every screen that shows one. */

/** Spaces and dashes a parent types between the digits are ignored. */
export const normalizePhone = (phone: string): string => phone.replace(/[\s-]/g, '')

/** 11 digits starting 13–19 (after normalizePhone). */
export const isMobilePhone = (phone: string): boolean => /^1[3-9]\d{9}$/.test(normalizePhone(phone))

/** 138****8000; anything that is not 11 digits is shown as it is. */
export const maskPhone = (phone: string): string => (/^\d{11}$/.test(phone) ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone)
