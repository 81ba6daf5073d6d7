import type { Chunk } from 'webpack'
import { exceptFirstScreenPages } from '../../../config/webpack/first-screen-code-plugin'

/** A chunk as splitChunks sees it: the chunk groups it is in and the imports that opened them. */
const chunk = (...requests: string[][]): Chunk => ({ groupsIterable: requests.map((r) => ({ origins: r.map((request) => ({ request })) })) }) as unknown as Chunk

describe('the first-screen page keeps what it shares in its own chunk', () => {
  const filter = exceptFirstScreenPages(['pages/home/home'])

  it('leaves the home page chunk out of shared-code splitting', () => {
    expect(filter(chunk(['./pages/home/home']))).toBe(false)
    // a chunk that is in the home's group among others is the home's too
    expect(filter(chunk(['./pages/mall/mall'], ['./pages/home/home']))).toBe(false)
  })

  it('lets every other page share its code as before', () => {
    expect(filter(chunk(['./pages/mall/mall']))).toBe(true)
    expect(filter(chunk(['./pages/home-extras/course']))).toBe(true)
    expect(filter(chunk([undefined as unknown as string]))).toBe(true)
  })
})
