/**
 * The product catalogue every mock area shares: deterministic from the seed, built once per state
 * through ctx.area('products', …) and forgotten on reset.
 */
import type { FastifyRequest } from 'fastify'
import { ProductType, type TeachingMethod } from '../../types/api/product'
import type { MockContext } from '../context'
import type { Random } from './random'
import {
  COURSE_CATEGORIES,
  FULL_PIC_MODULE,
  GOODS_CATEGORIES,
  INDICATION_LEAVES,
  REGIONS,
  SHIFT_LEVELS,
} from './taxonomy'

/* The products as the mock service keeps and sends them (spec §3 product and list item). */

/** An assessment attached to a product (shown on the list item). */
export interface ProductAssessment {
  assessmentId: string
  assessmentName: string
}

/** One product as every list returns it (discover, point/discover, search, modulePage …). */
export interface ProductListItem {
  productId: string
  productType: ProductType
  code: string
  name: string
  description: string
  /** comma-separated image URLs; the first is the cover */
  pic: string
  /** yuan text with 2 decimals, e.g. '299.00' */
  originalmoney: string
  purchasemoney: string
  /** absent means none */
  tagNames?: string[]
  assessmentList?: ProductAssessment[]
  /** 1 = bought with points */
  isPointProduct?: 0 | 1
  /** price in points of a point product */
  point?: number
  salesCount?: number
}

export interface ProductSku {
  skuId: string
  skuName: string
  /** yuan text: this sku's sale price (the product's purchasemoney is its first sku's) */
  purchasemoney: string
  /** yuan text: this sku's struck-through original price */
  originalmoney?: string
  point?: number
  stock: number
  /** spec entries that differ by sku; they replace the product's entries of the same key */
  specList?: { key: string; value: string }[]
}

/** GET product/{id}: the product with its skus, specs, freight and HTML, and what the filters match. */
export interface ProductDetail extends ProductListItem {
  /** 1 = in the parent's favourites */
  isCollect: 0 | 1
  productSkuId: string
  skuList: ProductSku[]
  specList: { key: string; value: string }[]
  /** type 1 is freight */
  freightList: { type: number; money: string }[]
  /** server HTML */
  detail: string
  teachingMethod: TeachingMethod
  /** module codes (Module_…) the product is listed under */
  moduleCodes: string[]
  regionIds: string[]
  indicationIds: string[]
  /** SHIFT_LEVEL dictionary value */
  courseLevel: string
  /** product/productCategory/1 (courses) or /2 (goods) id */
  categoryId: string
}

/** A catalogue record: the detail, with picture paths on the mock's own origin. */
export type CatalogueProduct = ProductDetail

interface TypePlan {
  type: ProductType
  /** [name, description] */
  items: [string, string][]
  /** price range in whole yuan */
  price: [number, number]
  method: TeachingMethod
  modules: string[]
  /** which category list the product belongs to */
  categories: 'course' | 'goods'
}

const PLANS: TypePlan[] = [
  {
    type: ProductType.offlineCourse,
    price: [1980, 8800],
    method: 0,
    modules: ['Module_Lesson', 'Module_Recover'],
    categories: 'course',
    items: [
      ['言语语言康复训练（线下一对一）', '言语治疗师一对一评估与训练，改善发音、理解与表达'],
      ['感觉统合训练营·春季班', '8人小班，前庭、本体与触觉综合训练，每周两次'],
      ['儿童注意力提升课（线下）', '舒尔特方格、听觉注意等专项训练，配套家庭作业'],
      ['精细动作训练课', '手眼协调、握笔与生活自理能力训练，适合3-6岁'],
      ['社交情绪小组课', '情景模拟与同伴互动，提升沟通与情绪表达'],
      ['孤独症早期干预课程', 'ESDM理念的早期干预，家长同步参与指导'],
      ['学前认知能力训练课', '颜色、形状、数量与逻辑认知系统训练'],
      ['运动发育促进课', '大运动发展评估与训练，改善平衡与协调'],
      ['口肌训练课程', '咀嚼、吞咽与口腔运动训练，改善构音'],
      ['读写能力提升课', '针对阅读与书写困难的结构化训练'],
    ],
  },
  {
    type: ProductType.goods,
    price: [39, 699],
    method: 0,
    modules: [],
    categories: 'goods',
    items: [
      ['感统平衡触觉板（8片装）', '不同纹理触觉刺激，居家感统训练好帮手'],
      ['儿童平衡步道石', '防滑耐磨，可自由拼接，锻炼平衡与协调'],
      ['木质蒙氏教具套装', '榉木材质，认知、数学与感官综合教具'],
      ['语言启蒙绘本（全12册）', '儿童语言治疗师推荐，图文互动练习表达'],
      ['注意力训练卡片', '视觉追踪、找不同与记忆练习，共120张'],
      ['儿童益生菌粉（30袋）', '温和配方，呵护肠道健康'],
      ['DHA藻油软胶囊', '植物来源，适合3岁以上儿童'],
      ['儿童握笔矫正器（6只装）', '硅胶材质，引导正确握笔姿势'],
      ['感统大龙球（75cm）', '加厚防爆，前庭与本体觉训练'],
      ['情绪认知磁贴书', '认识开心、生气、害怕等情绪，培养情绪表达'],
      ['儿童口肌训练套装', '吹泡、咀嚼棒与口哨，家庭口肌练习'],
    ],
  },
  {
    type: ProductType.onlineCourse,
    price: [199, 1999],
    method: 1,
    modules: ['Module_Lesson'],
    categories: 'course',
    items: [
      ['线上语言训练直播课', '每周两次直播互动，治疗师实时纠音'],
      ['专注力提升直播营', '21天线上打卡训练，班主任全程督学'],
      ['线上感统家庭训练课', '治疗师远程指导家庭感统游戏'],
      ['幼小衔接能力直播课', '识字、数学与学习习惯综合准备'],
      ['社交沟通线上小组课', '4人小组线上互动，练习轮流与分享'],
      ['线上读写训练直播课', '字形辨识与书写规范直播训练'],
    ],
  },
  {
    type: ProductType.assessment,
    price: [199, 899],
    method: 0,
    modules: ['Module_Assessment'],
    categories: 'course',
    items: [
      ['儿童发育综合测评', '格塞尔发育量表评估，出具专业测评报告'],
      ['注意力专项测评', '持续注意与选择性注意专项评估'],
      ['感觉统合能力测评', '感觉统合发展评定量表与观察评估'],
      ['语言能力测评', '理解、表达与构音全面评估'],
      ['孤独症筛查测评', 'ABC与CARS量表筛查，医生一对一解读'],
      ['学习能力测评', '视知觉、听知觉与读写能力评估'],
    ],
  },
  {
    type: ProductType.videoCourse,
    price: [49, 399],
    method: 1,
    modules: ['Module_Knowledge', 'Module_ParentTraining'],
    categories: 'course',
    items: [
      ['0-3岁语言启蒙视频课', '20节视频，家长在家就能做的语言游戏'],
      ['居家感统游戏视频课', '30个居家感统游戏，随时随地练习'],
      ['专注力训练视频课', '15节视频课程，系统提升孩子专注力'],
      ['儿童情绪管理视频课', '帮助孩子认识和表达情绪的12节课'],
      ['幼儿精细动作视频课', '剪纸、串珠、夹豆等精细动作训练'],
      ['正面管教家长视频课', '温和而坚定的家庭教养方法'],
      ['儿童睡眠改善视频课', '建立睡眠规律，解决入睡困难'],
      ['读写启蒙视频课', '识字与书写准备的趣味视频课'],
    ],
  },
  {
    type: ProductType.consultation,
    price: [99, 599],
    method: 1,
    modules: ['Module_Consult'],
    categories: 'course',
    items: [
      ['儿童发育专家在线咨询', '资深儿保医生图文咨询，24小时内回复'],
      ['言语治疗师视频咨询', '30分钟视频问诊，评估语言发展情况'],
      ['儿童心理咨询（单次）', '国家二级心理咨询师一对一咨询'],
      ['康复方案制定咨询', '根据测评结果制定个性化康复方案'],
      ['喂养与营养咨询', '儿童营养师解答挑食、偏食与喂养问题'],
    ],
  },
  {
    type: ProductType.ticket,
    price: [100, 3000],
    method: 0,
    modules: [],
    categories: 'goods',
    items: [
      ['康复训练10次卡', '线下康复训练通用次卡，有效期一年'],
      ['测评体验券', '任选一项专项测评，限新用户使用'],
      ['感统训练月卡', '30天内不限次数参加感统训练'],
      ['家长课堂年卡', '全年家长课堂线下活动免费参加'],
    ],
  },
  {
    type: ProductType.recovery,
    price: [2800, 12800],
    method: 0,
    modules: ['Module_Recover'],
    categories: 'course',
    items: [
      ['语言康复综合服务（季度）', '评估、训练与家庭指导一体化服务'],
      ['孤独症康复服务（月度）', 'ABA与结构化教学综合康复'],
      ['运动康复服务（20次）', 'PT治疗师一对一运动功能训练'],
      ['注意力缺陷综合干预服务', '行为训练、家长培训与学校沟通'],
      ['脑瘫儿童康复服务', 'Bobath技术与作业治疗综合干预'],
      ['学习困难康复服务', '认知与读写能力系统干预'],
    ],
  },
  {
    type: ProductType.parentTraining,
    price: [299, 1999],
    method: 0,
    modules: ['Module_ParentTraining'],
    categories: 'course',
    items: [
      ['家长赋能工作坊', '两天线下工作坊，学习家庭干预核心技巧'],
      ['孤独症家长培训课程', '学习结构化教学与行为管理方法'],
      ['语言家庭干预家长课', '把语言训练融入日常生活'],
      ['感统家庭训练家长班', '居家感统训练方法与器材使用'],
      ['多动症家长管理训练', '行为矫正与正向激励实操'],
      ['亲子沟通家长课', '非暴力沟通与情绪陪伴'],
    ],
  },
  {
    type: ProductType.lesson,
    price: [150, 480],
    method: 0,
    modules: ['Module_Lesson'],
    categories: 'course',
    items: [
      ['一对一言语训练课时', '单次60分钟，可预约时段'],
      ['感统训练单次课时', '单次50分钟小班训练'],
      ['认知训练课时包', '单次45分钟一对一认知训练'],
      ['注意力训练课时', '单次45分钟，含训练报告'],
      ['精细动作训练课时', '单次45分钟作业治疗'],
      ['社交小组课时', '单次60分钟小组活动'],
    ],
  },
  {
    type: ProductType.knowledge,
    price: [9, 99],
    method: 1,
    modules: ['Module_Knowledge'],
    categories: 'course',
    items: [
      ['儿童发育里程碑手册', '0-6岁各月龄发育要点与预警信号'],
      ['家庭语言训练100问', '专家解答家长最关心的语言问题'],
      ['感统失调自查指南', '图文详解感统失调表现与应对'],
      ['儿童营养膳食指南', '分年龄段膳食搭配与食谱'],
      ['入园适应全攻略', '帮助孩子顺利度过入园分离焦虑'],
    ],
  },
]

const TAGS = ['热销', '新品', '名师授课', '小班教学', '可试听', '包邮', '限时优惠', '医保定点', '一对一']
const ASSESSMENTS: ProductAssessment[] = [
  { assessmentId: 'A01', assessmentName: '发育综合评估' },
  { assessmentId: 'A02', assessmentName: '注意力评估' },
  { assessmentId: 'A03', assessmentName: '感统能力评估' },
  { assessmentId: 'A04', assessmentName: '语言能力评估' },
]

const yuan = (fen: number): string => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`

function pickSome<T>(random: Random, list: readonly T[], min: number, max: number): T[] {
  const count = random.int(min, Math.min(max, list.length))
  const pool = [...list]
  const chosen: T[] = []
  while (chosen.length < count) chosen.push(pool.splice(random.int(0, pool.length - 1), 1)[0])
  return chosen
}

/** Whole yuan in fen, rounded up: an original price never drops below the sale price it marks. */
const ceilYuan = (fen: number): number => Math.ceil(fen / 100) * 100

/**
 * The skus of a product. The first sku is the product's own price (the one every list shows) and is
 * always in stock, so the detail page opens on the price the list promised; larger skus cost more.
 * Each sku has its own struck-through original price, higher than its sale price by the product's
 * ratio, and course skus carry their lesson count so the spec rows follow the chosen sku.
 */
function skusFor(random: Random, type: ProductType, priceFen: number, originalFen: number, productId: string): ProductSku[] {
  const course = type === ProductType.offlineCourse || type === ProductType.recovery
  const names = type === ProductType.goods ? ['标准装', '家庭装', '礼盒装'] : course ? ['12课时', '24课时', '48课时'] : ['标准版']
  const count = names.length === 1 ? 1 : random.int(1, names.length)
  const ratio = originalFen / priceFen
  return names.slice(0, count).map((skuName, i) => {
    const fen = i === 0 ? priceFen : Math.round((priceFen * (1 + i * 0.8)) / 100) * 100
    const original = i === 0 ? originalFen : Math.max(ceilYuan(fen * ratio), fen + 100)
    const soldOut = random.int(0, 6) === 0 && i > 0
    const specList =
      type === ProductType.goods
        ? [{ key: '包装', value: ['1件', '2件（家庭装）', '1件＋礼盒'][i] }]
        : course
          ? [{ key: '课时数', value: skuName }]
          : undefined
    return {
      skuId: `${productId}-S${i + 1}`,
      skuName,
      purchasemoney: yuan(fen),
      originalmoney: yuan(original),
      stock: soldOut ? 0 : random.int(5, 200),
      ...(specList ? { specList } : {}),
    }
  })
}

/** Goods cost ¥10 to ship under ¥99 and ship free from ¥99; the order pays the largest freight of its goods. */
export const goodsFreightFen = (priceFen: number): number => (priceFen < 9900 ? 1000 : 0)

function buildCatalogue(random: Random): CatalogueProduct[] {
  const products: CatalogueProduct[] = []
  for (const plan of PLANS) {
    for (const [name, description] of plan.items) {
      const index = products.length + 1
      const productId = `P${String(1000 + index)}`
      const purchaseFen = random.int(plan.price[0], plan.price[1]) * 100 + (random.chance(0.2) ? 80 : 0)
      const originalFen = Math.max(Math.round((purchaseFen * (1.15 + random.next() * 0.4)) / 100) * 100, ceilYuan(purchaseFen + 100))
      const isPointProduct: 0 | 1 =
        (plan.type === ProductType.goods || plan.type === ProductType.ticket || plan.type === ProductType.knowledge) &&
        random.chance(0.4)
          ? 1
          : 0
      const pics = Array.from({ length: random.int(1, 4) }, (_, i) => `/mock/oss/p-${productId}-${i + 1}.png`)
      const course = plan.categories === 'course'
      const categories = course ? COURSE_CATEGORIES : GOODS_CATEGORIES
      const moduleCodes = [...plan.modules]
      if (random.chance(0.45) || plan.items[0][0] === name) moduleCodes.unshift('Module_Recommend')
      if (random.chance(0.1)) moduleCodes.push(FULL_PIC_MODULE)
      const online = plan.method === 1
      const point = isPointProduct ? random.int(5, 80) * 100 : 0
      const skuList = skusFor(random, plan.type, purchaseFen, originalFen, productId).map((k) =>
        isPointProduct ? { ...k, purchasemoney: '0.00', originalmoney: '0.00', point } : k,
      )
      const detailPics = pics.map((p) => `<p><img src="${p}" alt="${name}" style="width:100%"/></p>`).join('')
      products.push({
        productId,
        productType: plan.type,
        code: `SP${plan.type.toString().padStart(2, '0')}${String(index).padStart(4, '0')}`,
        name,
        description,
        pic: pics.join(','),
        originalmoney: yuan(originalFen),
        purchasemoney: isPointProduct ? '0.00' : yuan(purchaseFen),
        tagNames: random.chance(0.25) ? undefined : pickSome(random, TAGS, 0, 3),
        assessmentList:
          course && plan.type !== ProductType.assessment && random.chance(0.35) ? pickSome(random, ASSESSMENTS, 1, 2) : [],
        isPointProduct,
        point,
        salesCount: random.int(0, 3000),
        isCollect: 0,
        productSkuId: `${productId}-S1`,
        skuList,
        specList: course
          ? [
              { key: '课时数', value: skuList[0].specList?.[0]?.value ?? `${random.pick([8, 12, 16, 24, 48])}课时` },
              { key: '课程规格', value: random.pick(['一对一', '小班（4-8人）', '大班（12人以内）']) },
              { key: '适合年龄', value: random.pick(['0-3岁', '3-6岁', '6-12岁', '2-8岁']) },
            ]
          : [{ key: plan.type === ProductType.goods ? '适用年龄' : '适用范围', value: random.pick(plan.type === ProductType.goods ? ['3岁以上', '0-6岁', '2-8岁', '3-12岁'] : ['全部校区通用', '线下校区使用', '限本人使用']) }],
        freightList: plan.type === ProductType.goods ? [{ type: 1, money: yuan(goodsFreightFen(purchaseFen)) }] : [],
        detail: `<h3>${name}</h3><p>${description}。</p>${detailPics}<p>购买后如有疑问，请联系在线客服。</p>`,
        teachingMethod: plan.method,
        moduleCodes,
        regionIds: online ? [] : pickSome(random, REGIONS, 2, 5).map((r) => r.regionId),
        indicationIds:
          plan.type === ProductType.goods || plan.type === ProductType.ticket
            ? []
            : pickSome(random, INDICATION_LEAVES, 1, 3).map((i) => i.indicationId),
        courseLevel: course ? random.pick(SHIFT_LEVELS).value : '',
        categoryId: random.pick(categories).categoryId,
      })
    }
  }
  return products
}

/** The shared catalogue (one copy per mock state). */
export function productCatalogue(ctx: MockContext): CatalogueProduct[] {
  return ctx.area('products', (random) => buildCatalogue(random))
}

export function findProduct(ctx: MockContext, productId: string): CatalogueProduct | undefined {
  return productCatalogue(ctx).find((p) => p.productId === productId)
}

/**
 * The request's own origin ('http://127.0.0.1:9527'): pictures are served by the mock, so a page
 * on another origin (the dev build on :10086, the mini-program) needs absolute URLs.
 */
export function requestOrigin(req: FastifyRequest): string {
  const host = req.headers['x-forwarded-host'] ?? req.headers.host
  const proto = req.headers['x-forwarded-proto'] ?? req.protocol ?? 'http'
  return host ? `${String(proto)}://${String(host)}` : ''
}

/** Makes every mock path in a comma-separated picture list absolute. */
export const absolutePics = (pic: string, origin: string): string =>
  pic
    .split(',')
    .map((p) => (p.startsWith('/') ? `${origin}${p}` : p))
    .join(',')

/** The list-item shape of a catalogue product, pictures made absolute for the request. */
export function toListItem(p: CatalogueProduct, origin: string): ProductListItem {
  return {
    productId: p.productId,
    productType: p.productType,
    code: p.code,
    name: p.name,
    description: p.description,
    pic: absolutePics(p.pic, origin),
    originalmoney: p.originalmoney,
    purchasemoney: p.purchasemoney,
    tagNames: p.tagNames,
    assessmentList: p.assessmentList,
    isPointProduct: p.isPointProduct,
    point: p.point,
    salesCount: p.salesCount,
  }
}

/** The detail shape of a catalogue product, pictures (also in the HTML) made absolute. */
export function toDetail(p: CatalogueProduct, origin: string): ProductDetail {
  return {
    ...p,
    pic: absolutePics(p.pic, origin),
    detail: p.detail.replace(/src="(\/mock\/[^"]+)"/g, (_m, path: string) => `src="${origin}${path}"`),
    skuList: p.skuList.map((s) => ({ ...s })),
  }
}
