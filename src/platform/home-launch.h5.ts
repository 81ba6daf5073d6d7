/**
 * H5 leaves the home's first loads to the page. The head start (home-launch.ts) was measured in the
 * mini-program only; the browser's first screen is at its floor with the loads where they are
 * (npm run bench:web).
 */
export const startsHomeLoadsAtLaunch = (_launchPath: string): boolean => false
