/**
 * Mall basics the browse pages read (/mall/api/v1/basics/*). Their answers (banners, advertising,
 * the new-user gift, regions, indications, the dictionary) are read by the shapes of
 * src/services/api/catalog-calls.ts and (regions, indications, the dictionary)
 * src/pages/home/model/filter-options-calls.ts.
 */

/** GET basics/dict?dictKey=SHIFT_LEVEL: the course levels. */
export const SHIFT_LEVEL_KEY = 'SHIFT_LEVEL'
