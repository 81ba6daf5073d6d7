/** Spec §9: the product lists of the home tab and the pages it opens (modules, courses, micro-courses) load 8 a page. */
export const HOME_LIST_PAGE_SIZE = 8
