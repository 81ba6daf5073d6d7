/**
 * Cities and campuses (spec §3 city record): CityRecord and Campus are derived from their shapes in
 * src/shared/region/region-calls.ts.
 *
 * - GET /mall/api/v1/basics/region/city — every city that has campuses, for the city choice page.
 *   (The spec names no path for the city list; `basics/region` itself answers the region filter
 *   options, so the city list lives beside it.)
 * - GET /mall/api/v1/basics/region/authCampu/{productId} — the cities and campuses where a product
 *   may be taken, in the same shape.
 */
export {}
