/** A site path of a picture the mock serves: '/mock/oss/p-P1001-1.png', '/mock/poster/avatar-2.png'. */
const MOCK_PICTURE = /^\/mock\/(oss|poster)\/[^\s"'<>,]+$/

/**
 * The answer with every picture path the mock serves made absolute on `origin`, also inside
 * comma-separated picture lists (`pic`) and JSON-string lists (`poster`). Other values are kept as
 * they are; nothing is changed in place.
 */
export function absoluteMockPictures<T>(payload: T, origin: string): T {
  if (!origin) return payload
  const fix = (value: unknown): unknown => {
    if (typeof value === 'string') {
      if (MOCK_PICTURE.test(value)) return origin + value
      if (value.includes('/mock/') && value.includes(',') && value.split(',').every((v) => MOCK_PICTURE.test(v) || /^https?:\/\//.test(v)))
        return value.split(',').map((v) => (MOCK_PICTURE.test(v) ? origin + v : v)).join(',')
      if (value.startsWith('["') && value.includes('"/mock/')) {
        try {
          return JSON.stringify(fix(JSON.parse(value)))
        } catch {
          return value
        }
      }
      return value
    }
    if (Array.isArray(value)) return value.map(fix)
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fix(v)]))
    return value
  }
  return fix(payload) as T
}
