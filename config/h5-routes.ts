/**
 * Addresses the H5 router answers besides the page paths; the first address of each list is the
 * one the browser shows. The spec's map routes live outside /pages/; the course list and the gift
 * pack keep their /pages/home/… addresses while their code is the pages/home-extras subpackage
 * (src/config/moved-pages.ts holds the same pairs for the mini-program; a unit test keeps them equal).
 */
export const H5_CUSTOM_ROUTES: Record<string, string[]> = {
  '/pages/map/choose-location': ['/choose-location', '/pages/map/choose-location'],
  '/pages/map/open-location': ['/open-location', '/pages/map/open-location'],
  '/pages/home-extras/course': ['/pages/home/course', '/pages/home-extras/course'],
  '/pages/home-extras/gift-bag': ['/pages/home/gift-bag', '/pages/home-extras/gift-bag'],
}
