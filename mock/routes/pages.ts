import type { FastifyInstance } from 'fastify'
import type { MockContext } from '../context'
import { advertPicture, articlePicture, bannerPicture, categoryIcon, hueOf, motifOf, portrait, productPicture, type Motif } from '../illustrations'
import { loginReturnAddress } from '../return-address'
import { resizedPicture } from '../pictures'
import { ProductType } from '../../types/api/product'
import { productCatalogue, type CatalogueProduct } from '../seed/products'
import { RETIRED_PRODUCTS } from '../seed/retired-products'

const esc = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)


const page = (title: string, body: string): string => `<!DOCTYPE html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)}</title>
<style>body{margin:0;font-family:-apple-system,'PingFang SC','WenQuanYi Zen Hei',sans-serif;background:#f6f7f9;color:#333}
main{padding:48px 24px;text-align:center}h1{font-size:22px;margin:0 0 12px}p{color:#666;font-size:14px;line-height:1.6}
dl{font-size:13px;text-align:left;background:#fff;border-radius:12px;padding:12px 16px;color:#666;word-break:break-all}
dt{font-weight:600;color:#333;margin-top:6px}a.btn,button{display:block;width:100%;box-sizing:border-box;margin-top:24px;border:0;border-radius:24px;
padding:14px;background:#00C094;color:#fff;font-size:16px;text-decoration:none}</style></head><body><main>${body}</main></body></html>`

/** Stand-ins for external pages: the H5 login address, the app store and market, named images. */
export default async function pageRoutes(app: FastifyInstance, ctx: MockContext) {
  app.get<{ Querystring: Record<string, string | undefined> }>('/mock/h5-login', async (req, reply) => {
    const q = req.query
    // back to the storefront's origin (the page that called the login), never to the mock's own port
    const back = loginReturnAddress({ redirectUri: q.redirect_uri, referer: req.headers.referer, configured: ctx.storefrontOrigins })
    const hashAt = back.indexOf('#')
    const [address, hash] = hashAt < 0 ? [back, ''] : [back.slice(0, hashAt), back.slice(hashAt)]
    const sep = address.includes('?') ? '&' : '?'
    const target = `${address}${sep}token=h5-demo-token&appId=wx0000000000mockh5&openId=${DEMO_H5_OPENID}${hash}`
    const fields = ['sale_channel_ids', 'from_params', 'from_user', 'organization_id', 'redirect_uri']
      .map((k) => `<dt>${k}</dt><dd data-field="${k}">${esc(q[k] ?? '')}</dd>`)
      .join('')
    reply.type('text/html; charset=utf-8')
    return page(
      '登录',
      `<h1>家长登录（本地演示）</h1><p>此页面代替正式的统一登录地址，点击后以演示家长身份登录并返回商城。</p>
<dl>${fields}</dl><a class="btn" id="demo-login" href="${esc(target)}">以演示家长身份登录</a>`,
    )
  })
  app.get('/mock/app-store', async (_req, reply) => {
    reply.type('text/html; charset=utf-8')
    return page('App Store', '<h1>App Store（本地演示）</h1><p>正式环境会在这里打开应用的 App Store 页面。</p>')
  })
  app.get('/mock/app-market', async (_req, reply) => {
    reply.type('text/html; charset=utf-8')
    return page('应用市场', '<h1>应用市场（本地演示）</h1><p>正式环境会在这里打开应用市场下载页。</p>')
  })
  // the object storage: a picture by name, resized when asked (x-oss-process=image/resize,…)
  app.get<{ Params: { name: string }; Querystring: { 'x-oss-process'?: string } }>('/mock/oss/:name', async (req, reply) => {
    const name = req.params.name.replace(/\.png$/, '')
    reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400')
    return resizedPicture(ILLUSTRATIONS[name] ?? storagePicture(name, productCatalogue(ctx)), req.query['x-oss-process'])
  })
}

/** Headline, line and motif of the banners and adverts the mock's basics name. */
const BANNERS: Record<string, [string, string, Motif]> = {
  gift: ['新人专享礼包', '测评体验券＋优惠券 注册即领', 'gift'],
  'mall-1': ['康复好物 限时特惠', '感统器材 绘本教具 低至8折', 'ball'],
  'mall-2': ['积分兑好礼', '每日签到攒积分 好礼天天换', 'gift'],
}
/** Adverts carry their title beside the picture (the storefront writes it), so their pictures have none. */
const ADVERTS: Record<string, Motif> = { 'ad-assessment': 'chart', 'ad-consult': 'chat' }
const CATEGORY_MOTIFS: Record<string, Motif> = {
  language: 'chat',
  sensory: 'heart',
  cognition: 'puzzle',
  social: 'family',
  motor: 'ball',
  attention: 'star',
  family: 'family',
  equipment: 'board',
  toys: 'blocks',
  books: 'book',
  nutrition: 'bottle',
  tickets: 'ticket',
}
const ARTICLE_MOTIFS: Motif[] = ['book', 'family', 'chat', 'blocks', 'heart', 'puzzle', 'ball', 'pencil']

/** A headline short enough to sit beside the banner's picture. */
const headlineOf = (name: string): string => ([...name].length > 12 ? `${[...name].slice(0, 11).join('')}…` : name)

/** The picture the object storage holds under `name`, drawn by what the name says it is. */
export function storagePicture(name: string, catalogue: CatalogueProduct[]): string {
  const product = /^p-(P[A-Z0-9-]*?)-(\d+)$/.exec(name)
  if (product) {
    const p = catalogue.find((x) => x.productId === product[1])
    // a product off the shelf keeps its pictures in storage
    const retired = p ? undefined : RETIRED_PRODUCTS.find((x) => x.productId === product[1])
    if (retired) return productPicture(retired.name, retired.kind, Number(product[2]))
    const kind = p && (p.productType === ProductType.goods || p.productType === ProductType.ticket) ? 'goods' : 'course'
    return productPicture(p?.name ?? name, kind, Number(product[2]))
  }
  const banner = /^banner-(?:\d+-)?(.+)$/.exec(name)
  if (banner) {
    const fixed = BANNERS[banner[1]]
    if (fixed) return bannerPicture(fixed[0], fixed[1], fixed[2], fixed[0])
    const p = catalogue.find((x) => x.productId === banner[1])
    if (p) return bannerPicture(headlineOf(p.name), headlineOf(p.description || '专业团队 科学训练'), motifOf(p.name), p.name)
  }
  if (ADVERTS[name]) return advertPicture(ADVERTS[name], name)
  if (name === 'new-user-gift') return productPicture('新人礼包', 'goods')
  if (name.startsWith('cat-')) return categoryIcon(name, CATEGORY_MOTIFS[name.slice(4)] ?? 'star')
  if (name.startsWith('expert-')) return portrait(name)
  if (name.startsWith('article-')) return articlePicture(name, ARTICLE_MOTIFS[hueOf(name) % ARTICLE_MOTIFS.length])
  return productPicture(name, 'goods')
}

/** Named pictures the storefront asks the object storage for by name. */
const ILLUSTRATIONS: Record<string, string> = {
  empty: `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240" viewBox="0 0 320 240"><ellipse cx="160" cy="206" rx="110" ry="14" fill="#eef2f4"/><path d="M92 96h136l-14 96H106z" fill="#dff5ee"/><path d="M92 96l28-34h80l28 34" fill="none" stroke="#9fe0cc" stroke-width="6" stroke-linejoin="round"/><path d="M92 96h136l-14 96H106z" fill="none" stroke="#9fe0cc" stroke-width="6" stroke-linejoin="round"/><path d="M136 128h48" stroke="#00c094" stroke-width="8" stroke-linecap="round"/></svg>`,
  'network-error': `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240" viewBox="0 0 320 240"><ellipse cx="160" cy="206" rx="110" ry="14" fill="#eef2f4"/><path d="M98 170a38 38 0 0 1 6-76 52 52 0 0 1 100-10 40 40 0 0 1 18 86z" fill="#fff1ec" stroke="#ffb49f" stroke-width="6" stroke-linejoin="round"/><path d="M146 112l28 28m0-28l-28 28" stroke="#ff6b4a" stroke-width="8" stroke-linecap="round"/></svg>`,
}

export const DEMO_H5_OPENID = 'o_h5_demo_parent_0001'
