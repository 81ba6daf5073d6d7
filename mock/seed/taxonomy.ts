/**
 * Fixed reference data the catalogue and the mall basics share: regions, indications, course
 * levels, course and goods categories, home modules. Ids are stable so filters are reproducible.
 */

export interface Region {
  regionId: string
  regionName: string
}

export interface IndicationNode {
  indicationId: string
  indicationName: string
  children: { indicationId: string; indicationName: string }[]
}

export interface DictEntry {
  dictKey: string
  label: string
  value: string
}

export interface CategoryRecord {
  categoryId: string
  categoryName: string
  /** named image in the object-storage folder */
  iconName: string
}

export const REGIONS: Region[] = [
  { regionId: 'R440300', regionName: '深圳市' },
  { regionId: 'R440100', regionName: '广州市' },
  { regionId: 'R110100', regionName: '北京市' },
  { regionId: 'R310100', regionName: '上海市' },
  { regionId: 'R330100', regionName: '杭州市' },
  { regionId: 'R510100', regionName: '成都市' },
  { regionId: 'R420100', regionName: '武汉市' },
  { regionId: 'R320100', regionName: '南京市' },
]

export const INDICATIONS: IndicationNode[] = [
  {
    indicationId: 'I10',
    indicationName: '发育迟缓',
    children: [
      { indicationId: 'I11', indicationName: '语言发育迟缓' },
      { indicationId: 'I12', indicationName: '运动发育迟缓' },
      { indicationId: 'I13', indicationName: '全面发育迟缓' },
    ],
  },
  {
    indicationId: 'I20',
    indicationName: '孤独症谱系',
    children: [
      { indicationId: 'I21', indicationName: '社交沟通障碍' },
      { indicationId: 'I22', indicationName: '刻板行为' },
    ],
  },
  {
    indicationId: 'I30',
    indicationName: '注意力与学习',
    children: [
      { indicationId: 'I31', indicationName: '注意力缺陷多动' },
      { indicationId: 'I32', indicationName: '学习困难' },
      { indicationId: 'I33', indicationName: '读写障碍' },
    ],
  },
  {
    indicationId: 'I40',
    indicationName: '感觉统合',
    children: [
      { indicationId: 'I41', indicationName: '感统失调' },
      { indicationId: 'I42', indicationName: '精细动作落后' },
    ],
  },
  {
    indicationId: 'I50',
    indicationName: '情绪行为',
    children: [
      { indicationId: 'I51', indicationName: '情绪管理困难' },
      { indicationId: 'I52', indicationName: '睡眠问题' },
    ],
  },
]

export const INDICATION_LEAVES = INDICATIONS.flatMap((n) => n.children)

export const SHIFT_LEVELS: DictEntry[] = [
  { dictKey: 'SHIFT_LEVEL', label: '启蒙', value: '1' },
  { dictKey: 'SHIFT_LEVEL', label: '初级', value: '2' },
  { dictKey: 'SHIFT_LEVEL', label: '中级', value: '3' },
  { dictKey: 'SHIFT_LEVEL', label: '高级', value: '4' },
]

/** product/productCategory/1 */
export const COURSE_CATEGORIES: CategoryRecord[] = [
  { categoryId: 'C101', categoryName: '语言训练', iconName: 'cat-language' },
  { categoryId: 'C102', categoryName: '感统训练', iconName: 'cat-sensory' },
  { categoryId: 'C103', categoryName: '认知训练', iconName: 'cat-cognition' },
  { categoryId: 'C104', categoryName: '社交训练', iconName: 'cat-social' },
  { categoryId: 'C105', categoryName: '运动康复', iconName: 'cat-motor' },
  { categoryId: 'C106', categoryName: '注意力训练', iconName: 'cat-attention' },
  { categoryId: 'C107', categoryName: '家庭教育', iconName: 'cat-family' },
]

/** product/productCategory/2 */
export const GOODS_CATEGORIES: CategoryRecord[] = [
  { categoryId: 'G201', categoryName: '康复器材', iconName: 'cat-equipment' },
  { categoryId: 'G202', categoryName: '益智玩具', iconName: 'cat-toys' },
  { categoryId: 'G203', categoryName: '绘本图书', iconName: 'cat-books' },
  { categoryId: 'G204', categoryName: '营养健康', iconName: 'cat-nutrition' },
  { categoryId: 'G205', categoryName: '卡券服务', iconName: 'cat-tickets' },
]

/** Home tab modules (spec §2), plus the full-width picture list. */
export const MODULE_CODES = [
  'Module_Recommend',
  'Module_Consult',
  'Module_Recover',
  'Module_Assessment',
  'Module_ParentTraining',
  'Module_Lesson',
  'Module_Knowledge',
] as const
export const FULL_PIC_MODULE = 'Module_FullPic'
