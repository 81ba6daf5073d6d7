import { createHash } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { MockContext } from '../context'
import { fail, ok } from '../envelope'
import { resizedPicture } from '../pictures'

const esc = (s: string) => s.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`)

const THEMES: Record<string, { from: string; to: string; title: string; sub: string }> = {
  'invite-1': { from: '#00C094', to: '#7FE3C6', title: '邀请好友 共享成长', sub: '每邀请1位好友注册得50积分' },
  'invite-2': { from: '#FF8A65', to: '#FFD3B8', title: '一站式儿童健康管理', sub: '课程 · 测评 · 康复 · 咨询' },
  'invite-3': { from: '#5C8DFF', to: '#BBD0FF', title: '专家陪伴 科学养育', sub: '好友首单满99元再奖200积分' },
  'assess-1': { from: '#8E6CFF', to: '#D7CBFF', title: '免费儿童发育评估', sub: '3分钟问卷 · 专业解读' },
  'assess-2': { from: '#00A3C4', to: '#A6E7F5', title: '了解孩子的成长状态', sub: '扫码预约测评' },
  'distribution-1': { from: '#FF6B4A', to: '#FFC4B5', title: '好课推荐', sub: '扫码查看课程详情' },
}

/** A poster background (600×1066) or an avatar, drawn as SVG. */
export function posterSvg(name: string): string | null {
  const avatar = /^avatar-(\d+)$/.exec(name)
  if (avatar) {
    const hue = (Number(avatar[1]) * 47) % 360
    return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120"><rect width="120" height="120" fill="hsl(${hue},60%,82%)"/><circle cx="60" cy="46" r="24" fill="hsl(${hue},45%,55%)"/><ellipse cx="60" cy="108" rx="40" ry="30" fill="hsl(${hue},45%,55%)"/></svg>`
  }
  const t = THEMES[name]
  if (!t) return null
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="1066" viewBox="0 0 600 1066">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${t.from}"/><stop offset="1" stop-color="${t.to}"/></linearGradient></defs>` +
    `<rect width="600" height="1066" fill="url(#g)"/>` +
    `<circle cx="520" cy="120" r="140" fill="#ffffff" fill-opacity="0.12"/><circle cx="70" cy="420" r="90" fill="#ffffff" fill-opacity="0.10"/>` +
    `<text x="300" y="210" font-size="58" font-weight="700" fill="#ffffff" text-anchor="middle" font-family="sans-serif">${esc(t.title)}</text>` +
    `<text x="300" y="290" font-size="30" fill="#ffffff" text-anchor="middle" font-family="sans-serif">${esc(t.sub)}</text>` +
    `<rect x="150" y="360" width="300" height="220" rx="28" fill="#ffffff" fill-opacity="0.22"/>` +
    `<circle cx="300" cy="450" r="56" fill="#ffffff" fill-opacity="0.85"/><rect x="220" y="530" width="160" height="18" rx="9" fill="#ffffff" fill-opacity="0.85"/>` +
    `</svg>`
  )
}

/** A fake JS-SDK signature, stable for the same address. */
/** What the service signs for wx.config. */
export interface JssdkSignature {
  appId: string
  timestamp: number
  nonceStr: string
  signature: string
}

export function fakeSignature(appId: string, url: string, timestamp: number): JssdkSignature {
  const nonceStr = createHash('sha1').update(`nonce:${url}`).digest('hex').slice(0, 16)
  const signature = createHash('sha1').update(`jsapi_ticket=mock-ticket&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url}`).digest('hex')
  return { appId, timestamp, nonceStr, signature }
}

/** WeChat JS-SDK signing and the poster pictures (with CORS headers, so an H5 canvas stays readable). */
export default async function shareRoutes(app: FastifyInstance, _ctx: MockContext) {
  app.get<{ Querystring: { appId?: string; url?: string } }>('/openapi/jssdk/sign', async (req) => {
    const { appId, url } = req.query
    if (!appId || !url) return fail(400, '缺少 appId 或 url')
    if (!/^https?:\/\/[^#\s]+$/.test(url)) return fail(400, 'url 需为不含 # 的完整地址')
    return ok(fakeSignature(appId, url, 1763690400))
  })

  // resized when asked, as the object storage does (x-oss-process=image/resize,…)
  app.get<{ Params: { name: string }; Querystring: { 'x-oss-process'?: string } }>('/mock/poster/:name', async (req, reply) => {
    const drawn = posterSvg(req.params.name.replace(/\.png$/, ''))
    const svg = drawn && resizedPicture(drawn, req.query['x-oss-process'])
    reply.header('access-control-allow-origin', '*').header('cross-origin-resource-policy', 'cross-origin')
    if (!svg) return reply.code(404).type('text/plain').send('not found')
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg)
  })
}
