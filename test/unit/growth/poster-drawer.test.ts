import type { PosterPainter, PosterSurface } from '@/platform/canvas-2d'
import { drawPoster, POSTER_IMAGE_FAILED } from '@/shared/poster/poster-drawer'
import { posterLayout } from '@/shared/poster/poster-layout'
import { invitationLink, inviteTexts, posterLinks } from '@/shared/poster/poster-content'

function fakeSurface(failing: string[] = []) {
  const texts: { text: string; x: number; y: number }[] = []
  const rects: number[][] = []
  const images: unknown[] = []
  const ctx = new Proxy({} as Record<string, unknown>, {
    get(t, k: string) {
      if (k === 'fillText') return (text: string, x: number, y: number) => texts.push({ text, x, y })
      if (k === 'fillRect') return (...a: number[]) => rects.push(a)
      if (k === 'drawImage') return (img: unknown) => images.push(img)
      if (k === 'measureText') return (s: string) => ({ width: [...s].length * 12 })
      if (k in t) return t[k]
      return () => undefined
    },
    set(t, k: string, v) {
      t[k] = v
      return true
    },
  }) as unknown as PosterPainter
  const surface: PosterSurface = {
    ctx,
    pixelWidth: 900,
    pixelHeight: 1599,
    loadImage: (src) => (failing.includes(src) ? Promise.reject(new Error('404')) : Promise.resolve({ width: 600, height: 1066, src } as never)),
    toImage: () => Promise.resolve('data:image/png;base64,xx'),
  }
  return { surface, texts, rects, images }
}

describe('poster drawer', () => {
  const content = { background: '/bg.png', avatar: '/a.png', name: '乐乐妈妈', text: '一站式儿童健康管理平台，邀你一起来体验。', qrText: 'https://shop.test/pages/activity/activity?from_user=U1' }

  it('draws background, avatar, name, wrapped text and the QR code inside the card, then exports', async () => {
    const f = fakeSurface()
    const layout = posterLayout()
    await expect(drawPoster(f.surface, content, layout)).resolves.toBe('data:image/png;base64,xx')
    expect(f.images.map((i) => (i as { src: string }).src)).toEqual(['/bg.png', '/a.png'])
    expect(f.texts.map((t) => t.text)).toContain('乐乐妈妈')
    expect(f.texts.map((t) => t.text)).toContain('长按识别二维码')
    const body = f.texts.filter((t) => t.x === layout.text.x)
    expect(body.length).toBeGreaterThan(1)
    expect(body.map((t) => t.text).join('')).toBe(content.text)
    // QR modules lie inside the QR box
    const qrRects = f.rects.filter(([x, y]) => x >= layout.qr.x && y >= layout.qr.y && x < layout.qr.x + layout.qr.w && y < layout.qr.y + layout.qr.h)
    expect(qrRects.length).toBeGreaterThan(20)
  })

  it('a background that cannot load fails with a Chinese message; a missing avatar becomes the initial', async () => {
    await expect(drawPoster(fakeSurface(['/bg.png']).surface, content)).rejects.toThrow(POSTER_IMAGE_FAILED)
    const f = fakeSurface(['/a.png'])
    await drawPoster(f.surface, content)
    expect(f.texts.map((t) => t.text)).toContain('乐')
  })
})

describe('poster content', () => {
  it('reads the JSON lists, dropping what is not a picture link or a text', () => {
    expect(posterLinks({ poster: '["https://x/1.png","/mock/2.png","javascript:alert(1)","//evil/3.png",5]' })).toEqual(['https://x/1.png', '/mock/2.png'])
    expect(posterLinks({ poster: 'not json' })).toEqual([])
    expect(inviteTexts({ inviteText: '[{"invite_text":" 你好 "},{"invite_text":""},"纯文本",{}]' })).toEqual(['你好', '纯文本'])
  })

  it('the invitation link carries the inviter as from_user and the staff serial', () => {
    expect(invitationLink('https://shop.test', '/pages/activity/activity', 'U1', 'E1024')).toBe('https://shop.test/pages/activity/activity?from_user=U1&employeeSerial=E1024')
    expect(invitationLink('https://shop.test', '/pages/activity/activity', null)).toBe('https://shop.test/pages/activity/activity')
  })
})
