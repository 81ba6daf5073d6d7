/** Reverse geocoding (GET {maps}/v3/geocode/regeo?location=lng,lat): RegeoResponse is derived from its shape in src/pages/common/model/maps-calls.ts. */
export {}
