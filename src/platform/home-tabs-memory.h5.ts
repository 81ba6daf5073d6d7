import type { HomeTabs } from './home-tabs-memory'

/**
 * H5 keeps no tabs between launches: the home's list waits for the tabs' answer. The mini-program's
 * memory (home-tabs-memory.ts) measured about 90 B gzip on the H5 first screen, which is at its
 * byte budget (1.05 × the floor app, npm run bench:web).
 */
export function rememberHomeTabs(_tabs: HomeTabs, _storage: unknown, _now: () => number): void {}
