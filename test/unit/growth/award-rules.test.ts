import { awardEnabled, awardKind, awardProgress, awardText, referralLines } from '@/pages/activity/model/award-rules'
import { ruleParagraphs } from '@/pages/activity/model/rule-text'

describe('activity award kind and enable (spec §4)', () => {
  it('awardType 0 is a multiple of the spend, any other is fixed points', () => {
    expect(awardKind({ awardType: 0 })).toBe('multiple')
    expect(awardKind({ awardType: 1 })).toBe('fixed')
    expect(awardKind({ awardType: 2 })).toBe('fixed')
    expect(awardText({ awardType: 0, multiple: 2, points: 999, enable: 1 })).toBe('实付金额×2倍积分')
    expect(awardText({ awardType: 1, multiple: 9, points: 200, enable: 1 })).toBe('200积分')
  })

  it('only enable 1 is on', () => {
    expect(awardEnabled({ enable: 1 })).toBe(true)
    expect(awardEnabled({ enable: 0 })).toBe(false)
    expect(awardEnabled({ enable: 2 })).toBe(false)
    expect(awardEnabled(null)).toBe(false)
  })

  it('shows only the enabled side, with the threshold', () => {
    const r = referralLines({
      invitorReferralConfig: { awardType: 1, multiple: 0, points: 200, enable: 1 },
      inviteeReferralConfig: { awardType: 0, multiple: 2, points: 0, enable: 0 },
      thresholdMoney: '99.00',
    })
    expect(r.threshold).toBe('好友首单实付满99元')
    expect(r.lines).toEqual([{ who: 'invitor', title: '邀请人得', text: '200积分' }])
    const both = referralLines({
      invitorReferralConfig: { awardType: 1, multiple: 0, points: 200, enable: 1 },
      inviteeReferralConfig: { awardType: 0, multiple: 2, points: 0, enable: 1 },
      thresholdMoney: '0',
    })
    expect(both.threshold).toBe('好友完成首单')
    expect(both.lines.map((l) => l.text)).toEqual(['200积分', '实付金额×2倍积分'])
    expect(referralLines(null).lines).toEqual([])
  })
})

describe('award steps and progress', () => {
  const config = { defaultPoint: 50, normalAwards: [{ personCount: 10, points: 800 }, { personCount: 3, points: 100 }, { personCount: 5, points: 300 }] }

  it('sorts the steps and marks the reached ones', () => {
    const p = awardProgress(config, 4)
    expect(p.steps.map((s) => [s.personCount, s.reached])).toEqual([
      [3, true],
      [5, false],
      [10, false],
    ])
    expect(p.next).toEqual({ personCount: 5, points: 300 })
    expect(p.remaining).toBe(1)
    expect(p.hint).toBe('再邀请1人可得300积分')
    expect(p.ratio).toBeCloseTo(0.4)
  })

  it('nothing invited: the first step is next; all reached: done', () => {
    expect(awardProgress(config, 0).hint).toBe('再邀请3人可得100积分')
    const done = awardProgress(config, 12)
    expect(done.next).toBeNull()
    expect(done.hint).toBe('已达成全部阶梯奖励')
    expect(done.ratio).toBe(1)
  })

  it('a reached boundary counts as reached', () => {
    const p = awardProgress(config, 5)
    expect(p.steps[1].reached).toBe(true)
    expect(p.hint).toBe('再邀请5人可得800积分')
  })

  it('no config or bad values give no steps', () => {
    expect(awardProgress(null, 3).steps).toEqual([])
    expect(awardProgress({ defaultPoint: 1, normalAwards: [{ personCount: 0, points: 5 }] }, 3).hint).toBe('')
  })
})

describe('rule text', () => {
  it('keeps text only, one paragraph per block', () => {
    expect(ruleParagraphs('<h3>规则</h3><p>1. 邀请&amp;注册</p><script>alert(1)</script><p><img src=x onerror=alert(1)>2. 积分<br/>3. 结束</p>')).toEqual([
      '规则',
      '1. 邀请&注册',
      '2. 积分',
      '3. 结束',
    ])
  })
})
