/** Spec §9: the product lists of the home tab and the pages it opens (modules, courses, micro-courses) load 8 a page. */
export const HOME_LIST_PAGE_SIZE = 8

/**
 * Lists that come whole in one answer are drawn a screenful at a time (stores/drawn-rows.ts); not
 * in the spec. The cart: a row is about 110 px high. The points record (up to 100 entries): a
 * record is about 64 px. The city list counts a city and each of its campuses as one.
 */
export const CART_ROWS_DRAWN = 10
export const POINT_RECORDS_DRAWN = 20
export const CITY_LIST_DRAWN = 60
