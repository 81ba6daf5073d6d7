import { routes } from '@/config/routes'

/**
 * Mini-program: a launch on the home starts the home's first loads in onLaunch (HomeHeadStart), so
 * its requests go out before the page is built, not once React has rendered its first drawing and
 * its effects run. (H5 does not: home-launch.h5.ts.)
 */
export const startsHomeLoadsAtLaunch = (launchPath: string): boolean => launchPath === routes.home.path
