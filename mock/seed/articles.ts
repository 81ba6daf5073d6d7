import dayjs from 'dayjs'
import utc from 'dayjs/plugin/utc'
import type { Random } from './random'
import type { DataGrowth } from '../data-growth'
import { HOSTILE_BODY } from './hostile-html'

/* What the article service keeps and sends. */

/** A tab of the article list (GET getListDataDraw); the app puts 'recommend' (id 1) first. */
export interface ArticleType {
  articleTypeId: number
  articleTypeName: string
  /** 1: plain articles, 2: video articles, 0: mixed */
  dataType: number
}

/** An article in a list. */
export interface ArticleSummary {
  parentArticleId: string
  articleTitle: string
  /** cover picture, http(s) */
  coverPic: string
  summary: string
  expertId: string
  expertName: string
  articleTypeId: number
  /** 1: a video article (opens article-detail-video) */
  isVideo: 0 | 1
  readCount: number
  likeCount: number
  /** YYYY-MM-DD HH:mm:ss */
  createTime: string
}

/** An expert author. */
export interface Expert {
  expertId: string
  expertName: string
  avatar: string
  /** 主任医师 … */
  title: string
  hospital: string
  intro: string
  fansCount: number
  articleCount: number
  /** 1 when the parent follows this expert */
  followStatus: 0 | 1
}

/** POST details {parentArticleId, userId} */
export interface ArticleDetail extends ArticleSummary {
  /** server HTML: always sanitized before it is shown */
  content: string
  /** http(s) video address for a video article */
  videoUrl?: string
  favoriteCount: number
  /** 1 when the parent liked it */
  likeStatus: 0 | 1
  /** 1 when the parent keeps it in favorites */
  favoriteStatus: 0 | 1
  expert: Expert
}

/** An interest tag (GET getUserTagList/{userId}). */
export interface InterestTag {
  tagId: number
  tagName: string
  /** 1 when the parent chose it */
  selected: 0 | 1
}

/** A comment or a reply (parentCommentId set). */
export interface ArticleComment {
  commentId: string
  parentArticleId: string
  /** the top-level comment a reply belongs to; '' for a top-level comment */
  parentCommentId: string
  userId: string
  userName: string
  avatar: string
  /** plain text written by a parent: shown as text, never as HTML */
  content: string
  /** the name of the parent a reply answers */
  replyToName?: string
  /** YYYY-MM-DD HH:mm:ss */
  createTime: string
  giveCount: number
  /** 1 when this parent liked it */
  giveStatus: 0 | 1
  /** replies under a top-level comment */
  sonCount: number
}

/** Replaced by the request's origin when an article is served (pictures must be absolute). */
export const ORIGIN = '__ORIGIN__'

export const ARTICLE_TYPES: ArticleType[] = [
  { articleTypeId: 2, articleTypeName: '发育行为', dataType: 0 },
  { articleTypeId: 3, articleTypeName: '语言发展', dataType: 0 },
  { articleTypeId: 4, articleTypeName: '感统训练', dataType: 0 },
  { articleTypeId: 5, articleTypeName: '营养喂养', dataType: 0 },
]

export const INTEREST_TAGS: Array<Omit<InterestTag, 'selected'>> = [
  { tagId: 11, tagName: '0-1岁' },
  { tagId: 12, tagName: '1-3岁' },
  { tagId: 13, tagName: '3-6岁' },
  { tagId: 14, tagName: '语言迟缓' },
  { tagId: 15, tagName: '注意力' },
  { tagId: 16, tagName: '感统失调' },
  { tagId: 17, tagName: '挑食偏食' },
  { tagId: 18, tagName: '睡眠' },
]

export const EXPERTS: Array<Omit<Expert, 'followStatus' | 'fansCount' | 'articleCount'> & { baseFans: number }> = [
  { expertId: 'E01', expertName: '林静怡', avatar: `${ORIGIN}/mock/oss/expert-lin.png`, title: '主任医师', hospital: '深圳市儿童医院 儿童保健科', intro: '从事儿童发育行为评估与干预二十余年，擅长孤独症谱系障碍早期筛查。', baseFans: 12840 },
  { expertId: 'E02', expertName: '周晓明', avatar: `${ORIGIN}/mock/oss/expert-zhou.png`, title: '副主任医师', hospital: '广州市妇女儿童医疗中心 康复科', intro: '儿童语言与言语障碍康复专家，主持多项语言发育迟缓干预研究。', baseFans: 8650 },
  { expertId: 'E03', expertName: '陈雨桐', avatar: `${ORIGIN}/mock/oss/expert-chen.png`, title: '康复治疗师（高级）', hospital: '阳光儿童康复中心', intro: '感觉统合训练与运动发育指导，十余年一线训练经验。', baseFans: 5320 },
  { expertId: 'E04', expertName: '王海燕', avatar: `${ORIGIN}/mock/oss/expert-wang.png`, title: '注册营养师', hospital: '阳光儿童康复中心 营养门诊', intro: '儿童营养评估与喂养指导，关注挑食偏食与生长迟缓。', baseFans: 4110 },
  { expertId: 'E05', expertName: '刘志远', avatar: `${ORIGIN}/mock/oss/expert-liu.png`, title: '主治医师', hospital: '南方医科大学附属医院 儿科', intro: '儿童睡眠与注意力问题门诊医生，倡导家庭参与式干预。', baseFans: 3580 },
]

const TITLES: Record<number, string[]> = {
  2: ['宝宝一岁还不会走路，需要担心吗？', '如何在家观察孩子的社交发育', '孩子总是不看人，是性格内向吗？', '18个月发育里程碑自查表', '二胎家庭如何应对孩子的退行行为', '孩子注意力不集中的五个常见原因', '屏幕时间与儿童发育：家长须知', '幼儿发脾气时的三步应对法'],
  3: ['两岁只会说几个字，是语言迟缓吗？', '亲子共读：从指认到讲故事', '双语家庭的孩子会说话晚吗？', '口肌训练在家怎么做', '孩子口吃了，家长千万别这样做', '用游戏帮孩子扩充词汇量', '听力筛查与语言发育的关系', '如何回应孩子的“为什么”'],
  4: ['感统失调的八个信号', '在家就能做的前庭觉小游戏', '孩子怕荡秋千，是胆小吗？', '触觉敏感的孩子该怎么引导', '跳绳、拍球与手眼协调', '感统训练需要做多久才见效', '写字歪歪扭扭与精细动作', '平衡木训练的正确打开方式'],
  5: ['挑食偏食怎么办：营养师的六个建议', '孩子长不高，先看这三项指标', '辅食添加的顺序与常见误区', '儿童补钙的正确姿势', '零食怎么选更健康', '贫血的孩子饮食调理', '一日三餐搭配示例（3-6岁）', '夏季儿童饮水指南'],
}

export interface SeedArticle {
  parentArticleId: string
  articleTitle: string
  articleTypeId: number
  expertId: string
  isVideo: 0 | 1
  summary: string
  coverPic: string
  content: string
  videoUrl?: string
  tagIds: number[]
  readCount: number
  likeCount: number
  favoriteCount: number
  createTime: string
}

export interface SeedComment extends Omit<ArticleComment, 'giveStatus' | 'sonCount' | 'giveCount'> {
  baseGive: number
  /** 1 normal, 3 deleted */
  dataStatus: 1 | 3
}

/** An ordinary body: headings, paragraphs, a list; some with a picture and a table. */
function body(n: number): string {
  const parts = [
    '<h3>写在前面</h3>',
    '<p>很多家长在孩子成长的过程中都会遇到类似的困惑。本文结合门诊中常见的案例，帮助家长了解背后的原因，并给出在家就能做的建议。</p>',
    '<p><strong>一、先观察，再判断。</strong>每个孩子的发育节奏不同，建议家长记录孩子一周内的表现，包括时间、场景和持续时长。</p>',
    '<ul><li>固定作息，保证充足睡眠</li><li>每天至少30分钟的亲子互动</li><li>减少屏幕时间，多做户外活动</li></ul>',
  ]
  if (n % 3 === 0) {
    parts.push(`<img src="${ORIGIN}/mock/oss/article-figure-${n}.png" alt="示意图">`)
    parts.push('<table><tr><th>月龄</th><th>参考表现</th></tr><tr><td>12个月</td><td>能扶站、有意识叫爸爸妈妈</td></tr><tr><td>18个月</td><td>能独走、会说10个以上词语</td></tr><tr><td>24个月</td><td>能说两三个字的短句</td></tr></table>')
  }
  parts.push('<p style="color:#00C094">如果两到三个月仍没有改善，建议到专业机构进行系统评估。</p>')
  return parts.join('')
}

dayjs.extend(utc)

const pad = (n: number) => String(n).padStart(2, '0')
/** YYYY-MM-DD HH:mm:ss of a UTC instant (the mock's clock is UTC). */
const dayText = (ms: number): string => dayjs(ms).utc().format('YYYY-MM-DD HH:mm:ss')

/** 32 articles in 4 types; every seventh a video; three with hostile HTML in the body. */
export function seedArticles(): SeedArticle[] {
  const list: SeedArticle[] = []
  for (let i = 0; i < 32; i++) {
    const type = ARTICLE_TYPES[i % 4]
    const title = TITLES[type.articleTypeId][Math.floor(i / 4)]
    const id = `A${1001 + i}`
    const isVideo = i % 7 === 3 ? 1 : 0
    const hostile = i === 1 || i === 6 || i === 13
    list.push({
      parentArticleId: id,
      articleTitle: title,
      articleTypeId: type.articleTypeId,
      expertId: EXPERTS[i % 5].expertId,
      isVideo,
      summary: '专家结合门诊案例，讲清原因和在家可做的练习。',
      coverPic: `${ORIGIN}/mock/oss/article-cover-${(i % 8) + 1}.png`,
      content: hostile ? `${body(i + 1)}${HOSTILE_BODY}` : body(i + 1),
      videoUrl: isVideo ? `${ORIGIN}/mock/video/article-${id}.wav` : undefined,
      tagIds: [INTEREST_TAGS[i % 8].tagId, INTEREST_TAGS[(i + 3) % 8].tagId],
      readCount: 800 + ((i * 7919) % 9000),
      likeCount: 20 + ((i * 131) % 400),
      favoriteCount: 5 + ((i * 37) % 120),
      // newest first: A1001 is the newest
      createTime: dayText(Date.UTC(2026, 10, 20 - i, 8 + (i % 12), (i * 13) % 60)),
    })
  }
  return list
}

const NAMES = ['果果妈妈', '小宇爸爸', '安安妈妈', '朵朵奶奶', '乐乐妈妈', '豆豆爸爸', '一一妈妈']
const TEXTS = [
  '讲得很清楚，照着做了一周，孩子明显愿意开口了。',
  '请问两岁半还适用吗？我家孩子也有类似情况。',
  '收藏了，晚上和孩子爸爸一起看。',
  '感谢专家！表格很实用。',
  '我们在中心做了评估，老师的建议和文中一样。',
  '<b>加粗</b>是我自己打的，想看看会不会变样 <img src=x onerror=alert(1)>',
]

/** Replies under the `k`th thread of an article: four under the first, one under the third. */
const repliesOf = (k: number): number => (k === 0 ? 4 : k === 2 ? 1 : 0)

/**
 * Threaded comments on the first articles; the demo parent (U10001) wrote some of them. At a
 * growth above 1 each article's threads come `growth` times: the copies are older threads (a day
 * apart, before the seeded ones) with the same number of replies, numbered on from the seeded ids.
 */
export function seedComments(random: Random, articleIds: string[], growth: DataGrowth = 1): SeedComment[] {
  const out: SeedComment[] = []
  const threadCounts: { articleId: string; count: number }[] = []
  let n = 0
  const thread = (articleId: string, k: number, topTime: (minute: number) => string, replyTime: (r: number, minute: number) => string) => {
    n += 1
    const nameIndex = random.int(0, NAMES.length - 1)
    const mine = k === 1
    const top: SeedComment = {
      commentId: `C${String(n).padStart(4, '0')}`,
      parentArticleId: articleId,
      parentCommentId: '',
      userId: mine ? 'U10001' : `U2${String(nameIndex).padStart(4, '0')}`,
      userName: mine ? '乐乐妈妈' : NAMES[nameIndex],
      avatar: '',
      content: TEXTS[(n + k) % TEXTS.length],
      createTime: topTime((n * 7) % 60),
      baseGive: random.int(0, 40),
      dataStatus: 1,
    }
    out.push(top)
    for (let r = 0; r < repliesOf(k); r++) {
      n += 1
      const who = NAMES[(nameIndex + r + 1) % NAMES.length]
      out.push({
        commentId: `C${String(n).padStart(4, '0')}`,
        parentArticleId: articleId,
        parentCommentId: top.commentId,
        userId: `U3${String(r).padStart(4, '0')}`,
        userName: who,
        avatar: '',
        content: r === 0 ? '同感，我们也是这样慢慢好起来的。' : `回复第${r + 1}条：谢谢分享经验！`,
        replyToName: top.userName,
        createTime: replyTime(r, (n * 11) % 60),
        baseGive: random.int(0, 10),
        dataStatus: 1,
      })
    }
  }
  for (const articleId of articleIds.slice(0, 12)) {
    const count = 3 + (n % 4)
    threadCounts.push({ articleId, count })
    for (let k = 0; k < count; k++) {
      thread(
        articleId,
        k,
        (minute) => `2026-11-${pad(20 - k)} ${pad(9 + k)}:${pad(minute)}:00`,
        (r, minute) => `2026-11-${pad(20 - k)} ${pad(12 + r)}:${pad(minute)}:00`,
      )
    }
  }
  for (let round = 1; round < growth; round++) {
    for (const { articleId, count } of threadCounts) {
      for (let k = 0; k < count; k++) {
        // the seeded threads are on 20 November and the days before it, one a day
        const day = 20 - (count - 1) - ((round - 1) * count + k + 1)
        thread(
          articleId,
          k,
          (minute) => dayText(Date.UTC(2026, 10, day, 9 + k, minute)),
          (r, minute) => dayText(Date.UTC(2026, 10, day, 12 + r, minute)),
        )
      }
    }
  }
  return out
}
