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

/**
 * The drawn picture `svg` as the object storage serves it for `x-oss-process=image/resize,…`:
 * `w_` and `h_` the box, `m_fill` the box exactly (cropped from the middle), `m_lfit` (the default)
 * the largest size inside the box at the picture's own ratio. As OSS does by default, a picture is
 * never enlarged: a box larger than it answers it as it is. Another process, or none, leaves it.
 */
export function resizedPicture(svg: string, process: string | undefined): string {
  const resize = /^image\/resize,(.+)$/.exec(process ?? '')
  if (!resize) return svg
  const params = Object.fromEntries(resize[1].split(',').map((p) => [p.slice(0, p.indexOf('_')), p.slice(p.indexOf('_') + 1)]))
  const head = /<svg\b[^>]*>/.exec(svg)?.[0]
  const own = head && /\bwidth="(\d+)"[^>]*\bheight="(\d+)"/.exec(head)
  if (!head || !own) return svg
  const [ow, oh] = [Number(own[1]), Number(own[2])]
  const w = Number(params.w) || (Number(params.h) * ow) / oh
  const h = Number(params.h) || (Number(params.w) * oh) / ow
  if (!w || !h) return svg
  const fill = params.m === 'fill'
  const scale = fill ? Math.max(w / ow, h / oh) : Math.min(w / ow, h / oh)
  if (scale >= 1) return svg
  const [nw, nh] = fill ? [Math.round(w), Math.round(h)] : [Math.round(ow * scale), Math.round(oh * scale)]
  const sized = head
    .replace(/\bwidth="\d+"/, `width="${nw}"`)
    .replace(/\bheight="\d+"/, `height="${nh}"`)
    .replace(/>$/, fill ? ' preserveAspectRatio="xMidYMid slice">' : '>')
  return svg.replace(head, sized)
}
