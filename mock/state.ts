import type { DataGrowth } from './data-growth'
import type { CategoryTab, Organization, UserInfo } from './records'
import { createRandom, type Random } from './seed/random'

export const DEMO_OPENID = 'o_demo_parent_0001'
export const DEMO_UNIONID = 'u_demo_parent_0001'

export interface MockSession {
  userId: string
  openid: string
  organizationId: string
}

/** Everything the mock services remember; rebuilt from the seed on reset. */
export interface MockState {
  seed: number
  /** how many times the long lists hold their seeded rows (see data-growth.ts) */
  growth: DataGrowth
  random: Random
  tokenCounter: number
  /** access token → session */
  sessions: Map<string, MockSession>
  boundOpenIds: Set<string>
  users: Map<string, UserInfo>
  organizations: Organization[]
  categoryTabs: CategoryTab[]
  /** Room for later areas (products, cart, orders…), keyed by area. */
  areas: Map<string, unknown>
}

export function createState(seed: number, growth: DataGrowth = 1): MockState {
  const user: UserInfo = {
    user_id: 'U10001',
    organization_id: 'ORG001',
    user_name: '乐乐妈妈',
    avatar: '',
    phone: '13800138000',
    province: '广东省',
    city: '深圳市',
    district: '南山区',
    sex: 2,
    birthday: '1990-05-12',
  }
  return {
    seed,
    growth,
    random: createRandom(seed),
    tokenCounter: 0,
    sessions: new Map(),
    boundOpenIds: new Set(),
    users: new Map([[user.user_id, user]]),
    organizations: [
      { organizationId: 'ORG001', organizationName: '阳光儿童康复中心（总部）' },
      { organizationId: 'ORG002', organizationName: '阳光儿童康复中心（南山分院）' },
    ],
    categoryTabs: [
      { code: 'Module_Recommend', name: '推荐', description: '为你精选', platformType: '1,2' },
      { code: 'Module_Consult', name: '咨询', description: '专家问诊', platformType: '2' },
      { code: 'Module_Recover', name: '康复', description: '康复训练', platformType: '1,2,3' },
      { code: 'Module_Assessment', name: '测评', description: '发育评估', platformType: '2' },
      { code: 'Module_ParentTraining', name: '家长课堂', description: '家庭干预', platformType: '2,3' },
      { code: 'Module_Lesson', name: '课程', description: '线上线下', platformType: '2' },
      { code: 'Module_Knowledge', name: '知识', description: '育儿百科', platformType: '1' },
      { code: 'Module_AppOnly', name: 'App专享', description: '仅限App', platformType: '3' },
    ],
    areas: new Map(),
  }
}

/** Issues a token for a user and remembers it. */
export function issueToken(state: MockState, session: MockSession) {
  state.tokenCounter += 1
  const access = `mock-access-${state.seed}-${state.tokenCounter}`
  state.sessions.set(access, session)
  return {
    access_token: access,
    refresh_token: `mock-refresh-${state.seed}-${state.tokenCounter}`,
    expires_in: 7200,
    scope: 'server',
    token_type: 'bearer',
  }
}
