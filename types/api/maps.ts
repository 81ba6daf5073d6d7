/** Reverse geocoding (GET {maps}/v3/geocode/regeo?location=lng,lat): RegeoResponse is derived from its shape in src/services/api/maps-api.ts. */
export {}
