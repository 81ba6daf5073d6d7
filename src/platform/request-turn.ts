/**
 * What a request waits for before it is sent; undefined when it is sent at once.
 *
 * The mini-program hands a request to WeChat's native side, which sends it; sending costs the page
 * next to nothing, so requests go at once.
 */
export const requestTurn: (() => Promise<void>) | undefined = undefined
