/**
 * Drawn pictures for the mock's object storage: product photos, banners, category icons, expert
 * portraits and article figures, as small SVGs. Each product picture shows what the product is (a
 * ball, a book, a bottle, a test sheet, a video lesson…) on a soft ground of its own colour, so
 * lists look like a shop and not a wall of placeholders; banners set their headline beside the
 * product's picture, the way an operations team draws them.
 */

export type Motif =
  | 'blocks'
  | 'book'
  | 'ball'
  | 'bottle'
  | 'pencil'
  | 'cards'
  | 'stones'
  | 'board'
  | 'chart'
  | 'play'
  | 'chat'
  | 'ticket'
  | 'family'
  | 'puzzle'
  | 'heart'
  | 'camera'
  | 'gift'
  | 'star'

/** The motif a product's name asks for, in the order the words are tried; null when none matches. */
const BY_WORD: Array<[RegExp, Motif]> = [
  [/大龙球|球/, 'ball'],
  [/步道石/, 'stones'],
  [/触觉板|平衡/, 'board'],
  [/绘本|手册|指南|100问|攻略|书/, 'book'],
  [/卡片|磁贴/, 'cards'],
  [/益生菌|DHA|软胶囊|营养/, 'bottle'],
  [/握笔|读写/, 'pencil'],
  [/教具|积木|蒙氏|精细动作/, 'blocks'],
  [/测评|筛查/, 'chart'],
  [/视频课/, 'play'],
  [/直播/, 'camera'],
  [/咨询|言语|语言/, 'chat'],
  [/券|次卡|月卡|年卡/, 'ticket'],
  [/家长|亲子|家庭/, 'family'],
  [/认知|注意力|专注力|学习/, 'puzzle'],
  [/感统|运动|康复|服务/, 'heart'],
]

/** The motif of a product: by the words of its name, else its kind's. */
export function motifOf(name: string, kind: 'course' | 'goods' = 'course'): Motif {
  for (const [re, motif] of BY_WORD) if (re.test(name)) return motif
  return kind === 'goods' ? 'gift' : 'star'
}

/** A stable hue for a name (the same product keeps its colour in every list and picture). */
export const hueOf = (name: string): number => [...name].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 360, 7)

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h) % 360},${s}%,${l}%)`

/** The motif drawn in a 200 × 200 box centred on (100, 100), in colours of the hue. */
function drawMotif(motif: Motif, hue: number): string {
  const main = hsl(hue, 62, 56)
  const dark = hsl(hue, 55, 38)
  const light = hsl(hue, 70, 82)
  const accent = hsl(hue + 150, 70, 62)
  const second = hsl(hue + 40, 75, 64)
  switch (motif) {
    case 'blocks':
      return `<rect x="30" y="110" width="64" height="64" rx="8" fill="${main}"/><rect x="106" y="110" width="64" height="64" rx="8" fill="${accent}"/><rect x="68" y="40" width="64" height="64" rx="8" fill="${second}"/><circle cx="62" cy="142" r="14" fill="${light}"/><path d="M122 128l16 28h-32z" fill="${light}"/><rect x="88" y="60" width="24" height="24" rx="4" fill="${light}"/>`
    case 'book':
      return `<path d="M100 58c-22-16-50-18-72-12v112c22-6 50-4 72 12z" fill="${main}"/><path d="M100 58c22-16 50-18 72-12v112c-22-6-50-4-72 12z" fill="${second}"/><path d="M100 58v112" stroke="${dark}" stroke-width="4"/><path d="M44 80h40M44 98h40M44 116h30M116 80h40M116 98h40M116 116h30" stroke="${light}" stroke-width="6" stroke-linecap="round"/>`
    case 'ball':
      return `<ellipse cx="100" cy="178" rx="62" ry="8" fill="${dark}" opacity=".18"/><circle cx="100" cy="100" r="72" fill="${main}"/><path d="M30 88c40 16 100 16 140 0M40 142c36-20 84-20 120 0" stroke="${light}" stroke-width="8" fill="none"/><circle cx="74" cy="66" r="12" fill="${light}" opacity=".7"/>`
    case 'bottle':
      return `<rect x="70" y="28" width="60" height="24" rx="6" fill="${dark}"/><rect x="52" y="50" width="96" height="128" rx="22" fill="${main}"/><rect x="62" y="88" width="76" height="54" rx="8" fill="${light}"/><circle cx="100" cy="115" r="16" fill="${accent}"/><path d="M92 115h16M100 107v16" stroke="${light}" stroke-width="5" stroke-linecap="round"/>`
    case 'pencil':
      return `<g transform="rotate(-35 100 100)"><rect x="40" y="84" width="110" height="32" rx="4" fill="${second}"/><rect x="32" y="84" width="18" height="32" rx="4" fill="${accent}"/><path d="M150 84l34 16-34 16z" fill="${light}"/><path d="M172 94l12 6-12 6z" fill="${dark}"/></g><path d="M36 170c30-14 60 10 96-4s40-10 40-10" stroke="${main}" stroke-width="6" fill="none" stroke-linecap="round"/>`
    case 'cards':
      return `<rect x="30" y="52" width="82" height="108" rx="10" fill="${second}" transform="rotate(-12 71 106)"/><rect x="88" y="46" width="82" height="108" rx="10" fill="${main}" transform="rotate(10 129 100)"/><circle cx="128" cy="88" r="18" fill="${light}"/><path d="M108 128h40" stroke="${light}" stroke-width="8" stroke-linecap="round" transform="rotate(10 129 100)"/><path d="M48 108l16-26 16 26z" fill="${light}" transform="rotate(-12 71 106)"/>`
    case 'stones':
      return `<ellipse cx="52" cy="150" rx="34" ry="16" fill="${main}"/><ellipse cx="104" cy="120" rx="30" ry="14" fill="${second}"/><ellipse cx="150" cy="88" rx="28" ry="13" fill="${accent}"/><ellipse cx="104" cy="60" rx="22" ry="10" fill="${main}"/><path d="M40 146h24M94 116h20M142 84h16" stroke="${light}" stroke-width="5" stroke-linecap="round"/>`
    case 'board':
      return `<rect x="26" y="56" width="70" height="70" rx="10" fill="${main}"/><rect x="104" y="56" width="70" height="70" rx="10" fill="${second}"/><rect x="26" y="132" width="148" height="30" rx="10" fill="${accent}"/>${[0, 1, 2].map((r) => [0, 1, 2].map((c) => `<circle cx="${42 + c * 19}" cy="${72 + r * 19}" r="5" fill="${light}"/>`).join('')).join('')}<path d="M118 72h42M118 90h42M118 108h42" stroke="${light}" stroke-width="6" stroke-linecap="round"/>`
    case 'chart':
      return `<rect x="44" y="30" width="112" height="146" rx="12" fill="${light}" stroke="${main}" stroke-width="6"/><rect x="78" y="20" width="44" height="20" rx="6" fill="${dark}"/><rect x="64" y="122" width="16" height="34" rx="3" fill="${main}"/><rect x="92" y="98" width="16" height="58" rx="3" fill="${accent}"/><rect x="120" y="76" width="16" height="80" rx="3" fill="${second}"/><path d="M62 62h76" stroke="${main}" stroke-width="6" stroke-linecap="round"/>`
    case 'play':
      return `<rect x="22" y="40" width="156" height="108" rx="14" fill="${main}"/><rect x="34" y="52" width="132" height="84" rx="8" fill="${light}"/><path d="M88 74l32 20-32 20z" fill="${dark}"/><rect x="76" y="156" width="48" height="10" rx="5" fill="${dark}"/>`
    case 'camera':
      return `<rect x="24" y="60" width="110" height="84" rx="14" fill="${main}"/><path d="M134 88l42-22v72l-42-22z" fill="${second}"/><circle cx="79" cy="102" r="24" fill="${light}"/><circle cx="79" cy="102" r="11" fill="${dark}"/><circle cx="44" cy="76" r="7" fill="${accent}"/>`
    case 'chat':
      return `<path d="M26 50h100a14 14 0 0 1 14 14v50a14 14 0 0 1-14 14H70l-24 22v-22H40a14 14 0 0 1-14-14V64a14 14 0 0 1 14-14z" fill="${main}"/><path d="M96 96h64a14 14 0 0 1 14 14v40a14 14 0 0 1-14 14h-6v18l-22-18H96a14 14 0 0 1-14-14v-40a14 14 0 0 1 14-14z" fill="${second}"/><circle cx="56" cy="89" r="7" fill="${light}"/><circle cx="83" cy="89" r="7" fill="${light}"/><circle cx="110" cy="89" r="7" fill="${light}"/>`
    case 'ticket':
      return `<path d="M24 64h152v26a14 14 0 0 0 0 28v26H24v-26a14 14 0 0 0 0-28z" fill="${main}"/><path d="M120 70v68" stroke="${light}" stroke-width="4" stroke-dasharray="8 8"/><path d="M44 90h56M44 112h40" stroke="${light}" stroke-width="8" stroke-linecap="round"/><circle cx="150" cy="104" r="12" fill="${second}"/>`
    case 'family':
      return `<circle cx="74" cy="62" r="22" fill="${main}"/><path d="M38 170v-44a36 36 0 0 1 72 0v44z" fill="${main}"/><circle cx="136" cy="96" r="16" fill="${accent}"/><path d="M112 170v-30a24 24 0 0 1 48 0v30z" fill="${accent}"/><path d="M102 134c10 6 16 6 22 0" stroke="${dark}" stroke-width="5" fill="none" stroke-linecap="round"/>`
    case 'puzzle':
      return `<path d="M40 44h46a16 16 0 1 1 28 0h46v46a16 16 0 1 0 0 28v46h-46a16 16 0 1 0-28 0H40v-46a16 16 0 1 1 0-28z" fill="${main}"/><path d="M100 44v120M40 104h120" stroke="${light}" stroke-width="5"/><circle cx="70" cy="74" r="10" fill="${second}"/><circle cx="130" cy="134" r="10" fill="${accent}"/>`
    case 'heart':
      return `<path d="M100 170S30 126 30 78a34 34 0 0 1 70-14 34 34 0 0 1 70 14c0 48-70 92-70 92z" fill="${main}"/><path d="M56 100h22l10-20 16 40 10-20h30" stroke="${light}" stroke-width="7" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`
    case 'gift':
      return `<rect x="34" y="84" width="132" height="90" rx="10" fill="${main}"/><rect x="26" y="62" width="148" height="30" rx="8" fill="${second}"/><rect x="90" y="62" width="20" height="112" fill="${light}"/><path d="M100 62c-10-24-40-30-40-10s30 10 40 10c10 0 40 10 40-10s-30-14-40 10z" fill="${accent}"/>`
    case 'star':
    default:
      return `<path d="M100 28l20 44 48 5-36 32 10 47-42-24-42 24 10-47-36-32 48-5z" fill="${main}"/><circle cx="100" cy="102" r="16" fill="${light}"/>`
  }
}

/** The motif placed with its centre at (x, y), scaled. */
const placed = (motif: Motif, hue: number, x: number, y: number, scale: number) =>
  `<g transform="translate(${x} ${y}) scale(${scale}) translate(-100 -100)">${drawMotif(motif, hue)}</g>`

const FONT = 'font-family="PingFang SC,Microsoft YaHei,WenQuanYi Zen Hei,sans-serif"'

/** A w × h picture: its ground, then the parts drawn over it in order. */
const picture = (w: number, h: number, ground: string, ...parts: string[]) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="${w}" height="${h}" fill="${ground}"/>${parts.join('')}</svg>`

const esc = (s: string): string => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/**
 * A product photo, 400 × 400: the motif on the product's ground. The pictures after the first show
 * the same thing from a little further away, turned, on a lighter ground.
 */
export function productPicture(name: string, kind: 'course' | 'goods', index = 1): string {
  const hue = hueOf(name)
  const turn = index === 1 ? 0 : (index % 2 ? 1 : -1) * 8
  const scale = index === 1 ? 1.5 : 1.25
  return picture(
    400,
    400,
    hsl(hue, 60, index === 1 ? 92 : 95),
    `<circle cx="330" cy="70" r="90" fill="${hsl(hue, 60, 88)}"/><ellipse cx="200" cy="352" rx="130" ry="16" fill="${hsl(hue, 30, 80)}"/>`,
    `<g transform="rotate(${turn} 200 200)">${placed(motifOf(name, kind), hue, 200, 200, scale)}</g>`,
  )
}

/** A banner, 750 × 300: headline and line beside the product's picture, on its colour. */
export function bannerPicture(headline: string, line: string, motif: Motif, hueName: string): string {
  const hue = hueOf(hueName)
  return picture(
    750,
    300,
    'url(#g)',
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 65, 90)}"/><stop offset="1" stop-color="${hsl(hue + 30, 70, 80)}"/></linearGradient></defs>`,
    `<circle cx="600" cy="150" r="128" fill="${hsl(hue, 70, 96)}" opacity=".8"/>`,
    // a long headline is set smaller, so it ends before the picture (at x 470)
    `<text x="48" y="128" ${FONT} font-size="${[...headline].length > 9 ? 32 : 42}" font-weight="700" fill="${hsl(hue, 55, 22)}">${esc(headline)}</text>`,
    `<text x="48" y="180" ${FONT} font-size="26" fill="${hsl(hue, 35, 32)}">${esc(line)}</text>`,
    `<rect x="48" y="210" width="148" height="48" rx="24" fill="${hsl(hue, 55, 30)}"/><text x="122" y="242" text-anchor="middle" ${FONT} font-size="24" fill="#fff">立即查看</text>`,
    placed(motif, hue, 600, 150, 1.15),
  )
}

/** An advert tile, 375 × 160, under a title the storefront writes itself: no text, the motif on the right. */
export function advertPicture(motif: Motif, hueName: string): string {
  const hue = hueOf(hueName)
  return picture(375, 160, hsl(hue, 65, 93), `<circle cx="300" cy="80" r="64" fill="${hsl(hue, 70, 97)}"/>`, placed(motif, hue, 300, 80, 0.55))
}

/** A category's round icon, 96 × 96: the motif on a light disc. */
export function categoryIcon(name: string, motif: Motif): string {
  const hue = hueOf(name)
  return picture(96, 96, 'none', `<circle cx="48" cy="48" r="48" fill="${hsl(hue, 65, 92)}"/>`, placed(motif, hue, 48, 48, 0.34))
}

/** An expert's portrait, 160 × 160: a drawn head and shoulders in the expert's colour. */
export function portrait(name: string): string {
  const hue = hueOf(name)
  const shoulders = `<path d="M28 160c0-34 24-56 52-56s52 22 52 56z" fill="${hsl(hue, 45, 50)}"/><path d="M64 116l16 14 16-14" fill="${hsl(0, 0, 100)}"/>`
  const head = `<circle cx="80" cy="70" r="32" fill="${hsl(28, 55, 80)}"/><path d="M48 66c0-24 16-36 32-36s32 12 32 36c-10-12-22-16-32-16s-22 4-32 16z" fill="${hsl(hue + 200, 20, 24)}"/>`
  return picture(160, 160, hsl(hue, 45, 90), shoulders, head)
}

/** An article's figure or cover, 640 × 360: a scene of the motif with a horizon, no text. */
export function articlePicture(name: string, motif: Motif): string {
  const hue = hueOf(name)
  const sun = `<circle cx="520" cy="80" r="44" fill="${hsl(45, 90, 72)}"/>`
  const hills = `<path d="M0 280c120-40 220-40 320-10s220 40 320 0v90H0z" fill="${hsl(hue + 20, 40, 80)}"/>`
  return picture(640, 360, hsl(hue, 55, 92), sun, hills, placed(motif, hue, 260, 190, 1.2))
}
