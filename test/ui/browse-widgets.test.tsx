import { Text, View } from '@tarojs/components'
import TestUtils from '@tarojs/test-utils-react'
import { useState } from 'react'
import type { ProductListItem } from '@/services/api/product-item'
import { ImageView } from '@/components/image-view/image-view'
import { KvCell } from '@/components/kv-cell/kv-cell'
import { LazyImage } from '@/components/lazy-image/lazy-image'
import { pendingView } from '@/components/resource-pending/resource-pending'
import { PopupBox } from '@/components/popup-box/popup-box'
import { ProductCard } from '@/components/product-card/product-card'
import { SideMenu, type SideMenuItem } from '@/components/side-menu/side-menu'
import { TabStrip } from '@/components/tab-strip/tab-strip'
import { networkState } from '@/stores/network-state'
import { mountInPage, waitFor } from './helpers/render'

// jsdom lacks these browser APIs that Taro's ScrollView and lazy Image call
beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn()
  ;(globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = StubObserver
})

/** Reports nothing by itself; a test makes an element come into view with `StubObserver.show`. */
class StubObserver {
  static all: StubObserver[] = []
  readonly watched = new Set<Element>()
  constructor(
    private readonly report: (entries: { target: Element; isIntersecting: boolean }[]) => void,
    readonly options: { rootMargin?: string },
  ) {
    StubObserver.all.push(this)
  }
  observe(el: Element) {
    this.watched.add(el)
  }
  unobserve(el: Element) {
    this.watched.delete(el)
  }
  disconnect() {
    this.watched.clear()
  }
  static show(el: Element) {
    for (const o of StubObserver.all) if (o.watched.has(el)) o.report([{ target: el, isIntersecting: true }])
  }
}

const $ = (sel: string) => document.querySelector(sel) as HTMLElement | null
const $$ = (sel: string) => [...document.querySelectorAll(sel)] as HTMLElement[]

async function mount(Component: () => JSX.Element) {
  document.body.innerHTML = ''
  const t = new TestUtils()
  await t.mount(Component, {})
  return t
}

const product: ProductListItem = {
  productId: 'P1001',
  productType: 1,
  code: 'SP010001',
  name: '言语语言康复训练',
  description: '一对一评估与训练',
  pic: 'https://img.test/cover.png,https://img.test/2.png',
  originalmoney: '2999.00',
  purchasemoney: '1999.00',
  tagNames: ['热销'],
  assessmentList: [{ assessmentId: 'A01', assessmentName: '发育综合评估' }],
}

describe('product card', () => {
  it('shows the cover, the price with the yuan sign, the original struck through, tags and assessments', async () => {
    const onClick = jest.fn()
    await mount(() => <ProductCard product={product} onClick={onClick} />)
    expect($('[data-testid="product-price"]')?.textContent).toBe('¥1999.00')
    expect($('[data-testid="product-original-price"]')?.textContent).toBe('¥2999.00')
    expect(document.body.textContent).toContain('热销')
    expect($('.product-card__assessment')?.textContent).toContain('发育综合评估')
    const img = $('.product-card .image-view__img') as (HTMLElement & { src?: string }) | null
    expect(img?.src ?? img?.getAttribute('src')).toBe('https://img.test/cover.png')
    $('[data-testid="product-card"]')!.click()
    expect(onClick).toHaveBeenCalledWith(product)
  })

  it('shows points instead of money for a point product, and no tags by default', async () => {
    await mount(() => <ProductCard product={{ ...product, tagNames: undefined, assessmentList: undefined, isPointProduct: 1, point: 1200 }} />)
    expect($('[data-testid="product-price"]')?.textContent).toBe('1200积分')
    expect($('[data-testid="product-original-price"]')).toBeNull()
    expect(document.body.textContent).toContain('积分兑换')
    expect(document.body.textContent).not.toContain('热销')
  })
})

describe('shared widgets', () => {
  it('side menu highlights the current item and reports the chosen item and its index', async () => {
    const items: SideMenuItem[] = [
      { key: 'a', label: '全部' },
      { key: 'b', label: '语言训练' },
      { key: 'c', label: '感统训练' },
    ]
    const reported: [string, number][] = []
    function Host() {
      const [current, setCurrent] = useState(0)
      return (
        <SideMenu
          items={items}
          current={current}
          onChange={(item, index) => {
            reported.push([item.key, index])
            setCurrent(index)
          }}
        />
      )
    }
    await mount(Host)
    expect($$('.side-menu__item--active').map((e) => e.textContent)).toEqual(['全部'])
    $$('[data-testid="side-menu-item"]')[2].click()
    await waitFor(() => $('.side-menu__item--active')?.textContent === '感统训练')
    expect(reported).toEqual([['c', 2]])
  })

  it('image shows loading, then the error placeholder when the picture fails', async () => {
    await mount(() => <ImageView src='https://img.test/broken.png' />)
    expect($('[data-testid="image-view"]')?.dataset.state).toBe('loading')
    document.querySelector('img')!.dispatchEvent(new Event('error'))
    await waitFor(() => $('[data-testid="image-view"]')?.dataset.state === 'error')
    expect($('[data-testid="image-error"]')?.textContent).toContain('图片加载失败')
  })

  it('image: a picture that failed while the network was gone is asked for again when it returns, and shows', async () => {
    networkState.set(true)
    await mount(() => <ImageView src='https://img.test/cover.png' />)
    networkState.set(false)
    document.querySelector('img')!.dispatchEvent(new Event('error'))
    await waitFor(() => $('[data-testid="image-view"]')?.dataset.state === 'error')
    expect(document.querySelector('img')).toBeNull()

    networkState.set(true)
    await waitFor(() => $('[data-testid="image-view"]')?.dataset.state === 'loading')
    // the picture's element can reach the page a poll after the state attribute (as for the lazy image below)
    await waitFor(() => !!document.querySelector('img'))
    expect((document.querySelector('img') as HTMLImageElement).src).toBe('https://img.test/cover.png')
    document.querySelector('img')!.dispatchEvent(new Event('load'))
    await waitFor(() => $('[data-testid="image-view"]')?.dataset.state === 'loaded')
  })

  it('image without a source stays the placeholder when the network returns', async () => {
    networkState.set(false)
    await mount(() => <ImageView src='' />)
    expect($('[data-testid="image-view"]')?.dataset.state).toBe('error')
    networkState.set(true)
    await new Promise((r) => setTimeout(r, 30))
    expect($('[data-testid="image-view"]')?.dataset.state).toBe('error')
    expect(document.querySelector('img')).toBeNull()
  })

  it('image fades in once loaded', async () => {
    await mount(() => <ImageView src='https://img.test/ok.png' />)
    document.querySelector('img')!.dispatchEvent(new Event('load'))
    await waitFor(() => $('[data-testid="image-view"]')?.dataset.state === 'loaded')
    expect($('.image-view--loaded')).not.toBeNull()
  })

  it('lazy image waits to be seen; a first-screen (eager) one starts loading at once', async () => {
    // the stub observer above never reports: nothing here is ever seen
    await mountInPage(() => (
      <>
        <LazyImage src='https://img.test/later.png' className='later' />
        <LazyImage src='https://img.test/first.png' className='first' eager />
      </>
    ))
    await new Promise((r) => setTimeout(r, 30))
    expect($('.later')?.dataset.state).toBe('not-shown')
    expect($('.later img')).toBeNull()
    expect($('.first')?.dataset.state).toBe('lazyed')
    expect(($('.first img') as HTMLImageElement | null)?.src).toBe('https://img.test/first.png')
    $('.first img')!.dispatchEvent(new Event('load'))
    await waitFor(() => $('.first')?.dataset.state === 'loaded')
  })

  it('lazy image starts loading once it comes within 100 px of the view, and stops watching', async () => {
    StubObserver.all = []
    await mountInPage(() => <LazyImage src='https://img.test/later.png' className='later' />)
    await waitFor(() => StubObserver.all.some((o) => o.watched.has($('.later')!)))
    const watcher = StubObserver.all.find((o) => o.watched.has($('.later')!))!
    expect(watcher.options.rootMargin).toBe('100px 0px 100px 0px')
    expect($('.later')?.dataset.state).toBe('not-shown')
    StubObserver.show($('.later')!)
    await waitFor(() => $('.later')?.dataset.state === 'lazyed')
    // the picture's element can reach the page a poll after the state attribute (seen in a CI run)
    await waitFor(() => !!$('.later img'))
    expect(($('.later img') as HTMLImageElement).src).toBe('https://img.test/later.png')
    expect(watcher.watched.size).toBe(0)
  })

  it('lazy image: a picture that failed while the network was gone loads again, once seen, when it returns', async () => {
    networkState.set(true)
    await mountInPage(() => <LazyImage src='https://img.test/first.png' className='first' eager />)
    await waitFor(() => !!$('.first img'))
    networkState.set(false)
    $('.first img')!.dispatchEvent(new Event('error'))
    await waitFor(() => $('.first')?.dataset.state === 'error')
    expect($('.first')?.textContent).toContain('图片加载失败')

    networkState.set(true)
    // back to waiting to be seen, then loading again
    await waitFor(() => $('.first')?.dataset.state === 'not-shown')
    expect($('.first')?.textContent).not.toContain('图片加载失败')
    await waitFor(() => StubObserver.all.some((o) => o.watched.has($('.first')!)))
    StubObserver.show($('.first')!)
    await waitFor(() => !!$('.first img'))
    expect(($('.first img') as HTMLImageElement).src).toBe('https://img.test/first.png')
    $('.first img')!.dispatchEvent(new Event('load'))
    await waitFor(() => $('.first')?.dataset.state === 'loaded')
  })

  it('tab strip marks the chosen title and reports a tap on another one only', async () => {
    const chosen: number[] = []
    function Strip() {
      const [value, setValue] = useState(0)
      return (
        <TabStrip
          titles={['推荐·为你精选', '咨询·专家问诊', '康复·居家训练']}
          value={value}
          onChange={(i) => {
            chosen.push(i)
            setValue(i)
          }}
        />
      )
    }
    await mount(Strip)
    const items = () => $$('[data-testid="tab-strip-item"]')
    expect(items().map((t) => t.textContent)).toEqual(['推荐·为你精选', '咨询·专家问诊', '康复·居家训练'])
    expect(items().map((t) => t.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false'])
    expect($('[role="tablist"]')).not.toBeNull()
    items()[0].click()
    items()[2].click()
    await waitFor(() => items()[2].classList.contains('tab-strip__item--active'))
    expect(chosen).toEqual([2])
    expect($$('.tab-strip__item--active')).toHaveLength(1)
  })

  it('tab strip: a title may carry more than its text (an unread count), and a tap on it chooses its tab', async () => {
    const chosen: number[] = []
    await mount(() => (
      <TabStrip
        spread
        muted
        titles={[
          '课程通知',
          <View key='system' data-testid='titled'>
            <Text>系统通知</Text>
            <Text data-testid='count'>3</Text>
          </View>,
        ]}
        value={0}
        onChange={(i) => chosen.push(i)}
      />
    ))
    const items = $$('[data-testid="tab-strip-item"]')
    expect(items.map((t) => t.textContent)).toEqual(['课程通知', '系统通知3'])
    expect($('.tab-strip')?.className).toContain('tab-strip--muted')
    ;($('[data-testid="count"]') as HTMLElement).click()
    expect(chosen).toEqual([1])
  })

  it('key-value cell draws the borders asked for', async () => {
    await mount(() => (
      <>
        <KvCell label='课时数' value='24节' border='both' />
        <KvCell label='规格' value='一对一' border='none' />
      </>
    ))
    const cells = $$('[data-testid="kv-cell"]')
    expect(cells[0].className).toContain('kv-cell--top')
    expect(cells[0].className).toContain('kv-cell--bottom')
    expect(cells[1].className).not.toContain('kv-cell--')
    expect(cells[0].textContent).toContain('24节')
  })

  it('key-value cell: a line under the label, a chevron only on a tappable row unless turned off, one-line values', async () => {
    const onClick = jest.fn()
    await mount(() => (
      <>
        <KvCell label='每日签到' description='2026-11-21 08:16' value='+10' testId='plain' />
        <KvCell label='所属机构' value='阳光儿童康复中心（总部）' singleLine onClick={onClick} testId='link' />
        <KvCell label='南山分院' value='切换' onClick={onClick} arrow={false} testId='no-arrow' />
      </>
    ))
    expect($('[data-testid="plain"] .kv-cell__description')?.textContent).toBe('2026-11-21 08:16')
    expect($('[data-testid="plain"] .kv-cell__arrow')).toBeNull()
    expect($('[data-testid="link"] .kv-cell__arrow')?.textContent).toBe('›')
    expect($('[data-testid="link"]')!.className).toContain('kv-cell--single-line')
    expect($('[data-testid="no-arrow"] .kv-cell__arrow')).toBeNull()
    ;($('[data-testid="no-arrow"]') as HTMLElement).click()
    expect(onClick).toHaveBeenCalledTimes(1)
  })

  it('popup offers 确定 and 取消 by default', async () => {
    const onConfirm = jest.fn()
    const onCancel = jest.fn()
    await mount(() => (
      <PopupBox visible title='筛选' onConfirm={onConfirm} onCancel={onCancel}>
        内容
      </PopupBox>
    ))
    await waitFor(() => !!$('[data-testid="popup-box"]'))
    const buttons = $$('.popup-box__btn')
    expect(buttons.map((b) => b.textContent)).toEqual(['取消', '确定'])
    buttons[1].click()
    buttons[0].click()
    expect(onConfirm).toHaveBeenCalledTimes(1)
    expect(onCancel).toHaveBeenCalledTimes(1)
    ;($('[data-testid="popup-mask"]') as HTMLElement).click()
    expect(onCancel).toHaveBeenCalledTimes(2)
    expect($('[role="dialog"]')?.textContent).toContain('筛选')
  })

  it('a page waiting for its data shows a spinner, or the error with 重新加载 that loads again', async () => {
    const load = jest.fn()
    await mount(() => pendingView({ value: null, status: 'loading', error: '', load }))
    expect($('[data-testid="loading"]')?.textContent).toContain('加载中')
    await mount(() => pendingView({ value: null, status: 'error', error: '网络不给力，请稍后再试', load }))
    expect($('[data-testid="loading"]')).toBeNull()
    expect(document.body.textContent).toContain('网络不给力，请稍后再试')
    ;($('.nut-button') as HTMLElement).click()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('a hidden popup draws nothing', async () => {
    await mount(() => (
      <PopupBox visible={false} title='筛选' onCancel={jest.fn()}>
        内容
      </PopupBox>
    ))
    expect($('[data-testid="popup-layer"]')).toBeNull()
  })
})
