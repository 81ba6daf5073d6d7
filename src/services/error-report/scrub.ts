/**
 * What an error report must never carry off a parent's phone: a token (a bearer header, a JWT, a
 * `token=` value), a phone number, an address or an identity card number. Every text of a report
 * (message, stack, route, data) passes through here before it is kept. Pure and small: the same
 * patterns run on the mini-program and in every browser the storefront supports, so no lookbehind.
 */

/** Keys whose values are secrets: never kept, whatever they look like. */
const SECRET_KEY = /token|secret|passw|ticket|signature|authori[sz]ation|cookie|session|open_?id|union_?id/i
/** Keys whose values say who or where a parent is. */
const PERSONAL_KEY = /phone|mobile|^tel$|telephone|address|addr$|street|consignee|receiver|id_?card|id_?no$|identity|cert_?no/i

export const REMOVED = '[removed]'

const isPrivateKey = (key: string): boolean => SECRET_KEY.test(key) || PERSONAL_KEY.test(key)
/** In a page address `code` is also a secret: WeChat's sign-in hands its one-time code over in the query. */
const isPrivateParam = (key: string): boolean => isPrivateKey(key) || key === 'code'

const BEARER = /\b(Bearer|Basic)\s+[^\s"',;]+/gi
const JWT = /\beyJ[\w-]{4,}\.[\w-]{4,}\.[\w-]*/g
/** key=value, as in a query string, a form body or a log line */
const KEY_VALUE = /([\w.[\]-]+)=([^&#\s"',;]*)/g
/** "key": "value" or "key": 123, as in a JSON text inside a message */
const JSON_PAIR = /"([\w.-]+)"\s*:\s*("(?:[^"\\]|\\.)*"|-?\d+)/g
/** an 18-character resident identity card number: 17 digits and a digit or X */
const ID_CARD = /(^|[^\dA-Za-z])\d{17}[\dXx](?![\dA-Za-z])/g
/** a mainland mobile number, with or without +86 and separators */
const PHONE = /(^|\D)(?:\+?86[-\s]?)?1[3-9]\d(?:[-\s]?\d{4}){2}(?!\d)/g
/** a run of Chinese text with what surrounds it in an address (numbers, #, -, brackets) */
const RUN = /[\u4e00-\u9fa5][\u4e00-\u9fa5\dA-Za-z#\-－()（）]*/g
const REGION = /省|市|区|县|旗|镇|乡/
const STREET = /路|街|道|巷|弄|胡同|村|小区|花园|公寓|大厦|广场|栋|幢|单元|室|号/
const NUMBERED = /\d+\s*(?:号|弄|栋|幢|单元|室|楼|层)/

/** A run of text is an address when it names a region and a street, or a numbered house, flat or room. */
const isAddress = (run: string): boolean => (REGION.test(run) && STREET.test(run)) || NUMBERED.test(run)

/** The text with every token, phone number, identity card number and address replaced. */
export function scrubText(text: string): string {
  return text
    .replace(BEARER, '$1 [token]')
    .replace(JWT, '[token]')
    .replace(KEY_VALUE, (all, key: string) => (isPrivateKey(key) ? `${key}=${REMOVED}` : all))
    .replace(JSON_PAIR, (all, key: string) => (isPrivateKey(key) ? `"${key}":"${REMOVED}"` : all))
    .replace(ID_CARD, '$1[id-card]')
    .replace(PHONE, '$1[phone]')
    .replace(RUN, (run) => (isAddress(run) ? '[address]' : run))
}

const safeDecode = (s: string): string => {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '))
  } catch {
    return s
  }
}

/** A page address with its query scrubbed (values read decoded, so an encoded address is seen too). */
export function scrubRoute(route: string): string {
  const at = route.indexOf('?')
  if (at < 0) return scrubText(route)
  const query = route
    .slice(at + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const eq = pair.indexOf('=')
      const key = safeDecode(eq < 0 ? pair : pair.slice(0, eq))
      if (eq < 0) return scrubText(key)
      return isPrivateParam(key) ? `${key}=${REMOVED}` : `${key}=${scrubText(safeDecode(pair.slice(eq + 1)))}`
    })
  return `${scrubText(route.slice(0, at))}?${query.join('&')}`
}

const MAX_DEPTH = 4
const MAX_ITEMS = 20

/** Data (an object, an array, a value) with private keys removed and every text scrubbed. */
export function scrubData(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value)
  if (typeof value === 'number') return /^1[3-9]\d{9}$/.test(String(value)) ? '[phone]' : value
  if (value === null || typeof value !== 'object') return value === undefined || typeof value === 'function' ? undefined : value
  if (depth >= MAX_DEPTH) return '[…]'
  if (Array.isArray(value)) return value.slice(0, MAX_ITEMS).map((v) => scrubData(v, depth + 1))
  const out: Record<string, unknown> = {}
  for (const key of Object.keys(value).slice(0, MAX_ITEMS)) {
    out[key] = isPrivateKey(key) ? REMOVED : scrubData((value as Record<string, unknown>)[key], depth + 1)
  }
  return out
}
