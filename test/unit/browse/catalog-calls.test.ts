import { safeParse } from 'valibot'
import { createCatalogApi } from '@/services/api/catalog-api'
import { modulePage, newUserGift } from '@/services/api/catalog-calls'
import { createSearchApi } from '@/pages/common/model/search-api'
import { groupSearch } from '@/pages/common/model/search-calls'
import { createFilterOptionsApi } from '@/pages/home/model/filter-options-api'
import { createCheeseApi } from '@/pages/cheese/model/cheese-area'
import { cheeseCourses } from '@/pages/cheese/model/cheese-calls'
import { answeringSend } from '../helpers/answering-send'
import { testConfig } from '../helpers/fake-deps'


const MALL = 'https://mall.test/mall/api/v1'
/** A product card as a service may send it: a numeric id, no picture, no assessments. */
const card = { productId: 1001, name: '感统训练', pic: null, purchasemoney: 299, originalmoney: '399.00' }

describe('catalog calls', () => {
  it('reads a product card’s id and its assessments’ ids as text; a card without assessments stays without them', async () => {
    const { send } = answeringSend({ list: [card, { ...card, productId: 'P2', assessmentList: [{ assessmentId: 7, assessmentName: '发育评估' }] }], total: '12' })
    const page = await createCatalogApi(send, testConfig()).discover({ pageIndex: 1, pageSize: 8 })
    expect(page.total).toBe(12)
    expect(page.list[0]).toEqual({ ...card, productId: '1001' })
    expect(page.list[0]).not.toHaveProperty('assessmentList')
    expect(page.list[1].assessmentList).toEqual([{ assessmentId: '7', assessmentName: '发育评估' }])
  })

  it('reads a missing page, list or total as empty', async () => {
    const { send } = answeringSend(null, { list: null, total: null })
    const api = createSearchApi(send, testConfig())
    await expect(api.search({ keyword: '课', pageIndex: 1, pageSize: 8 })).resolves.toEqual({ list: [], total: 0 })
    await expect(api.moreSearch({ keyword: '课', productType: 1, pageIndex: 1, pageSize: 8 })).resolves.toEqual({ list: [], total: 0 })
  })

  it('asks for a home module with its filters in the query and the code in the path, without waiting for login', async () => {
    const { send, sent } = answeringSend({ list: [], total: 0 })
    await createCatalogApi(send, testConfig()).modulePage('Module_Recommend', { pageIndex: 2, pageSize: 8, organization_id: 'O1', city: '深圳市' })
    expect(sent[0]).toEqual(expect.objectContaining({ method: 'GET', shape: modulePage.shape }))
    expect(sent[0].url).toBe(`${MALL}/basics/modulePage/Module_Recommend?pageIndex=2&pageSize=8&organization_id=O1&city=${encodeURIComponent('深圳市')}`)
    expect(sent[0].skipLoginWait).toBe(true)
  })

  it('asks for the public basics without waiting for login, the dictionary key in the query', async () => {
    const { send, sent } = answeringSend([], [], null, [], [], [], [])
    const api = createCatalogApi(send, testConfig())
    const filterOptions = createFilterOptionsApi(send, testConfig())
    await api.banners(1)
    await api.advertising()
    await api.newUserGift()
    await filterOptions.regions()
    await filterOptions.indications()
    await filterOptions.dict('SHIFT_LEVEL')
    await api.productCategories(2)
    expect(sent.map((s) => [s.method, s.url.replace(MALL, ''), s.skipLoginWait])).toEqual([
      ['GET', '/basics/banner/1', true],
      ['GET', '/basics/advertising/Module_advertising', true],
      ['GET', '/basics/newUserGift', true],
      ['GET', '/basics/region', true],
      ['GET', '/basics/indicationTwo', true],
      ['GET', '/basics/dict?dictKey=SHIFT_LEVEL', true],
      ['GET', '/product/productCategory/2', true],
    ])
  })

  it('reads filter option ids as text and a banner without a link as none', async () => {
    const { send } = answeringSend(
      [{ bannerId: 5, imageUrl: 'b.png' }],
      [{ regionId: 44, regionName: '华南' }],
      [{ indicationId: 1, indicationName: '发育', children: [{ indicationId: 11, indicationName: '语言' }] }, { indicationId: 2, indicationName: '行为' }],
      [{ label: '初级', value: 1 }],
      [{ categoryId: 101, categoryName: '语言训练' }],
    )
    const api = createCatalogApi(send, testConfig())
    const filterOptions = createFilterOptionsApi(send, testConfig())
    expect(await api.banners(1)).toEqual([{ bannerId: '5', imageUrl: 'b.png', linkUrl: '' }])
    expect(await filterOptions.regions()).toEqual([{ regionId: '44', regionName: '华南' }])
    expect(await filterOptions.indications()).toEqual([
      { indicationId: '1', indicationName: '发育', children: [{ indicationId: '11', indicationName: '语言' }] },
      { indicationId: '2', indicationName: '行为', children: [] },
    ])
    expect(await filterOptions.dict('SHIFT_LEVEL')).toEqual([{ label: '初级', value: '1' }])
    expect(await api.productCategories(1)).toEqual([{ categoryId: '101', categoryName: '语言训练' }])
  })

  it('reads search groups: the keyword in the body, the total as a number, the products as cards', async () => {
    const { send, sent } = answeringSend([{ productType: 1, typeName: '线下课程', total: '3', list: [card] }, { productType: 2, typeName: '实物商品', total: null, list: null }])
    const groups = await createSearchApi(send, testConfig()).groupSearch('感统')
    expect(sent[0]).toEqual(expect.objectContaining({ url: `${MALL}/groupSearch`, method: 'POST', data: { keyword: '感统' }, shape: groupSearch.shape }))
    expect(groups).toEqual([
      { productType: 1, typeName: '线下课程', total: 3, list: [{ ...card, productId: '1001' }] },
      { productType: 2, typeName: '实物商品', total: 0, list: [] },
    ])
  })

  it('reads the gift pack: enabled 0 or 1, missing lists empty, coupons as their cards read them', async () => {
    const coupon = { couponId: 9, couponName: '新人券', facevalue: 30, overlay: true, expiryType: 1, expiryDays: 15, receiveCount: 1, isReceived: false, remainCount: null }
    const { send } = answeringSend(null, { enabled: true, title: '新人礼包' }, { enabled: 1, couponList: [coupon], productList: [card] })
    const api = createCatalogApi(send, testConfig())
    expect(await api.newUserGift()).toBeNull()
    expect(await api.newUserGift()).toEqual({ enabled: 1, title: '新人礼包', couponList: [], productList: [] })
    const gift = await api.newUserGift()
    expect(gift?.couponList).toEqual([
      {
        couponId: '9',
        couponName: '新人券',
        facevalue: '30',
        overlay: true,
        expiryType: 1,
        expiryDays: 15,
        starttime: undefined,
        endtime: undefined,
        productsRules: undefined,
        receiveCount: 1,
        isReceived: 0,
        isExpired: undefined,
        remainCount: undefined,
      },
    ])
    expect(gift?.productList).toEqual([{ ...card, productId: '1001' }])
  })

  it('the gift pack’s shape refuses a coupon without its id, and takes the flags the services send', () => {
    const gift = (coupon: object) => ({ enabled: 1, couponList: [coupon] })
    expect(safeParse(newUserGift.shape, gift({ couponId: 'G1', couponName: 'x', facevalue: '1.00', overlay: 0, isExpired: true })).success).toBe(true)
    expect(safeParse(newUserGift.shape, gift({ couponName: 'x', facevalue: '1.00' })).success).toBe(false)
  })
})

describe('short micro-courses', () => {
  it('asks for a page of product/cheese and reads it as product cards', async () => {
    const { send, sent } = answeringSend({ list: [card], total: 1 }, null)
    const api = createCheeseApi(send, testConfig())
    await expect(api.cheeseCourses({ pageIndex: 1, pageSize: 8 })).resolves.toEqual({ list: [{ ...card, productId: '1001' }], total: 1 })
    await expect(api.cheeseCourses({ pageIndex: 2, pageSize: 8 })).resolves.toEqual({ list: [], total: 0 })
    expect(sent[0]).toEqual(expect.objectContaining({ url: `${MALL}/product/cheese`, method: 'POST', data: { pageIndex: 1, pageSize: 8 }, shape: cheeseCourses.shape }))
  })
})
