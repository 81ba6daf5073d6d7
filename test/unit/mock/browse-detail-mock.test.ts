import { mockAppPerTest } from '../helpers/mock-app'
import { ProductType } from '../../../types/api/product'

const mock = mockAppPerTest(7)

const { call } = mock
const M = '/mall/api/v1'

describe('mock cities', () => {
  it('lists 30+ cities over many letters, with cancelled and suspended campuses', async () => {
    const res = await call('GET', `${M}/basics/region/city`, undefined, {})
    expect(res.code).toBe(0)
    const cities = res.data as { name: string; cid: string; pid: string; cityEn: string; campusList: { campusId: string; city: string; name: string }[] }[]
    expect(cities.length).toBeGreaterThanOrEqual(30)
    expect(new Set(cities.map((c) => c.cityEn[0])).size).toBeGreaterThanOrEqual(15)
    const names = cities.flatMap((c) => c.campusList.map((x) => x.name))
    expect(names.some((n) => n.endsWith('已注销'))).toBe(true)
    expect(names.some((n) => n.endsWith('暂停'))).toBe(true)
    expect(cities.every((c) => c.campusList.length > 0 && c.campusList.every((x) => x.city === c.name))).toBe(true)
  })
})

describe('mock product detail', () => {
  it('answers a product, its campuses and a plan with full and free days', async () => {
    const course = (await call('GET', `${M}/product/P1001`, undefined, {})).data
    expect(course.productType).toBe(ProductType.offlineCourse)
    expect(course.isCollect).toBe(0)
    const cities = (await call('GET', `${M}/basics/region/authCampu/P1001`)).data
    expect(cities.length).toBeGreaterThan(0)
    const open = cities.flatMap((c: { campusList: { campusId: string; name: string }[] }) => c.campusList).find((c: { name: string }) => !/(已注销|暂停)$/.test(c.name))
    const plan = (await call('GET', `${M}/product/schedulPlan/P1001/${open.campusId}?onlySchedulPlanList=1`)).data
    expect(plan.scheduleList).toEqual([])
    expect(plan.weekPlanList.length).toBeGreaterThan(8)
    expect(plan.weekPlanList.some((d: { isFull: boolean }) => d.isFull)).toBe(true)
    expect(plan.weekPlanList.some((d: { isFull: boolean }) => !d.isFull)).toBe(true)
    const free = plan.weekPlanList.find((d: { isFull: boolean }) => !d.isFull)
    const day = (await call('GET', `${M}/product/schedulPlan/P1001/${open.campusId}?date=${free.courseDate}`)).data
    expect(day.scheduleList.length).toBeGreaterThanOrEqual(2)
    const item = day.scheduleList[0]
    expect(item.startDateTime.startsWith(free.courseDate)).toBe(true)
    expect(item.classRoom.classRoomName).toBeTruthy()
    expect(item.scheduleTeacherDetailList[0].person.name).toMatch(/老师$/)
    // every day not marked full has classes with places left, and no count is negative
    const openCampuses = cities.flatMap((c: { campusList: { campusId: string; name: string }[] }) => c.campusList).filter((c: { name: string }) => !/(已注销|暂停)$/.test(c.name))
    for (const campus of openCampuses) {
      const days = (await call('GET', `${M}/product/schedulPlan/P1001/${campus.campusId}?onlySchedulPlanList=1`)).data.weekPlanList
      for (const d of days.filter((x: { isFull: boolean }) => !x.isFull)) {
        const list = (await call('GET', `${M}/product/schedulPlan/P1001/${campus.campusId}?date=${d.courseDate}`)).data.scheduleList
        expect(list.every((s: { remainCount: number }) => s.remainCount >= 1)).toBe(true)
      }
    }
    // goods are not taken at a campus
    expect((await call('GET', `${M}/basics/region/authCampu/P1011`)).data).toEqual([])
    // a closed campus has no plan
    expect((await call('GET', `${M}/product/schedulPlan/P1001/C273?onlySchedulPlanList=1`)).code).not.toBe(0)
  })

  it('collects and uncollects for the logged-in parent only', async () => {
    expect((await call('POST', `${M}/product/collect`, { productId: 'P1002', isCollect: 1 }, {})).code).toBe(-400)
    expect((await call('POST', `${M}/product/collect`, { productId: 'P1002', isCollect: 1 })).data.isCollect).toBe(1)
    expect((await call('GET', `${M}/product/P1002`)).data.isCollect).toBe(1)
    expect((await call('POST', `${M}/product/collect`, { productId: 'P1002', isCollect: 0 })).data.isCollect).toBe(0)
  })

  it('marks some products expired and recommends others', async () => {
    expect((await call('GET', `${M}/product/expireStatus/P1007`)).data.isExpire).toBe(1)
    expect((await call('GET', `${M}/product/expireStatus/P1001`)).data.isExpire).toBe(0)
    const rec = (await call('POST', `${M}/product/recommend`, { productId: 'P1001', pageIndex: 1, pageSize: 4 })).data
    expect(rec.list).toHaveLength(4)
    expect(rec.list.some((p: { productId: string }) => p.productId === 'P1001')).toBe(false)
  })

  it('books, cancels and unlocks live sessions of an online course', async () => {
    const courseId = (await call('POST', `${M}/product/discover`, { pageIndex: 1, pageSize: 100 }, {})).data.list.find(
      (p: { productType: number }) => p.productType === ProductType.onlineCourse,
    ).productId
    const sessions = (await call('GET', `${M}/product/liveProductList/${courseId}`)).data
    expect(sessions.map((s: { liveStatus: number }) => s.liveStatus)).toEqual([2, 1, 0, 0])
    const upcoming = sessions[2]
    expect((await call('POST', `${M}/product/liveProduct/appointmentAndUnlock`, { productId: upcoming.productId, appointmentDataType: 1 }, {})).code).toBe(-400)
    expect((await call('POST', `${M}/product/liveProduct/appointmentAndUnlock`, { productId: upcoming.productId, appointmentDataType: 1, dataType: 0 })).data.isAppointment).toBe(1)
    expect((await call('GET', `${M}/product/liveProductList/${courseId}`)).data[2].isAppointment).toBe(1)
    expect((await call('POST', `${M}/product/liveProduct/appointmentAndUnlock`, { productId: upcoming.productId, appointmentDataType: 0 })).data.isAppointment).toBe(0)
    const replay = sessions[0]
    expect(replay.isUnlock).toBe(0)
    expect((await call('POST', `${M}/product/liveProduct/appointmentAndUnlock`, { productId: replay.productId, dataType: 1 })).data.isUnlock).toBe(1)
  })
})
