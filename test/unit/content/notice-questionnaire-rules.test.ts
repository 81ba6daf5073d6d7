import type { Question } from '@/pages/questionnaire/model/questionnaire-calls'
import { NoticeStore } from '@/pages/notice/model/notice-area'
import type { NoticeApi } from '@/pages/notice/model/notice-api'
import { NOTICE_PAGE_SIZE, badgeText, countsAfterRead, noticeText, noticeTime } from '@/pages/notice/model/notice-rules'
import { allowedLink, answerList, validateAnswers } from '@/pages/questionnaire/model/questionnaire-rules'

describe('notice rules', () => {
  it('shows a literal backslash-n as a new line', () => {
    expect(noticeText('家长您好：\\n明天开课。\\n请准时。')).toBe('家长您好：\n明天开课。\n请准时。')
    expect(noticeText(null)).toBe('')
  })

  it('shows createTime as yyyy-mm-dd hh:MM', () => {
    expect(noticeTime('2026-11-20 09:05:33')).toBe('2026-11-20 09:05')
    expect(noticeTime('2026-11-20 21:30')).toBe('2026-11-20 21:30')
    expect(noticeTime('不是时间')).toBe('')
  })

  it('lowers only the read notice’s own count, never below zero', () => {
    const counts = { courseUnRead: 2, sysUnRead: 1 }
    expect(countsAfterRead(counts, { type: 1, readStatus: 0 })).toEqual({ courseUnRead: 1, sysUnRead: 1 })
    expect(countsAfterRead(counts, { type: 2, readStatus: 0 })).toEqual({ courseUnRead: 2, sysUnRead: 0 })
    expect(countsAfterRead(counts, { type: 1, readStatus: 1 })).toEqual(counts)
    expect(countsAfterRead({ courseUnRead: 0, sysUnRead: 0 }, { type: 1, readStatus: 0 })).toEqual({ courseUnRead: 0, sysUnRead: 0 })
    expect(badgeText(0)).toBe('')
    expect(badgeText(120)).toBe('99+')
  })

  it('asks pages of 10 by type and lowers the unread count when a notice is read', async () => {
    const asked: unknown[] = []
    const api: NoticeApi = {
      query: async (q) => {
        asked.push(q)
        return { list: [{ messageId: 'M1', type: 1, title: 't', content: 'c', createTime: '2026-11-20 10:00:00', readStatus: 0 }], total: 1, pageIndex: 1, pageSize: 10, type: q.type, courseUnRead: 3, sysUnRead: 2 }
      },
      details: async () => ({ messageId: 'M1', type: 1, title: 't', content: 'c', createTime: '2026-11-20 10:00:00', readStatus: 1 }),
    }
    const store = new NoticeStore(api)
    await store.refresh()
    expect(asked[0]).toEqual({ pageIndex: 1, pageSize: NOTICE_PAGE_SIZE, type: 1 })
    expect(store.counts).toEqual({ courseUnRead: 3, sysUnRead: 2 })
    await store.read('M1')
    expect(store.counts).toEqual({ courseUnRead: 2, sysUnRead: 2 })
    expect(store.list.items[0].readStatus).toBe(1)
    // reading it again does not lower the count twice
    await store.read('M1')
    expect(store.counts.courseUnRead).toBe(2)
  })
})

describe('questionnaire validation', () => {
  const questions: Question[] = [
    { questionId: 'r', kind: 'rating', title: '满意度', required: true, maxScore: 5 },
    { questionId: 's', kind: 'single', title: '变化', required: true, options: [{ value: 'a', label: 'A' }] },
    { questionId: 'm', kind: 'multiple', title: '改进', required: true, options: [{ value: 'x', label: 'X' }, { value: 'y', label: 'Y' }] },
    { questionId: 't', kind: 'text', title: '建议', required: false, maxLength: 5 },
    { questionId: 'd', kind: 'date', title: '日期', required: false },
  ]

  it('names each missing required answer', () => {
    const problems = validateAnswers({ questions }, { r: 4 })
    expect(problems).toEqual([
      { questionId: 's', message: '请回答：变化' },
      { questionId: 'm', message: '请回答：改进' },
    ])
    expect(validateAnswers({ questions }, { r: 0, s: 'a', m: [] }).map((p) => p.questionId)).toEqual(['r', 'm'])
  })

  it('checks length, options, score and date', () => {
    const base = { r: 5, s: 'a', m: ['x'] }
    expect(validateAnswers({ questions }, { ...base, t: '一二三四五六' })[0].message).toBe('建议：不能超过5字')
    expect(validateAnswers({ questions }, { ...base, s: 'zz' })[0].message).toBe('变化：请从选项中选择')
    expect(validateAnswers({ questions }, { ...base, r: 6 })[0].message).toBe('满意度：请打分')
    expect(validateAnswers({ questions }, { ...base, d: '20261120' })[0].message).toBe('日期：日期格式不正确')
    expect(validateAnswers({ questions }, { ...base, t: ' 很好 ', d: '2026-11-20' })).toEqual([])
    expect(answerList({ questions }, { ...base, t: ' 很好 ' })).toEqual([
      { questionId: 'r', value: 5 },
      { questionId: 's', value: 'a' },
      { questionId: 'm', value: ['x'] },
      { questionId: 't', value: '很好' },
    ])
  })

  it('opens external questionnaires only over https on allowed hosts', () => {
    expect(allowedLink('https://wj.qq.com/s2/1/abc/')).toBe('https://wj.qq.com/s2/1/abc/')
    expect(allowedLink('http://wj.qq.com/s2/1/')).toBeNull()
    expect(allowedLink('https://wj.qq.com.evil.example/x')).toBeNull()
    expect(allowedLink('https://evil.example@wj.qq.com/x')).toBeNull()
    expect(allowedLink('javascript:alert(1)')).toBeNull()
    expect(allowedLink('')).toBeNull()
  })
})
