/** Local storage keys (spec §3). */
export const StorageKey = {
  tokenUaa: 'token.uaa',
  studentToken: 'studentToken',
  studentId: 'studentId',
  currentOrganizationId: 'currentOrganizationId',
  h5Token: 'h5Token',
  h5AppId: 'h5AppId',
  h5OpenId: 'h5OpenId',
  couponId: 'couponId',
  fixedOpenAppDate: 'fixedOpenAppDate',
  cityCommon: 'city_common',
  /** The chosen city (not listed in the spec; kept beside the recent list). */
  cityCurrent: 'city_current',
  /** Distribution sales person id (spec §6). */
  distributorId: 'distributorId',
  /** The distribution sale from a shared product link: {saleConfigId, distributorId, productId, at} (JSON). */
  distributionSale: 'distributionSale',
  saleChannelIds: 'saleChannelIds',
  /** The home's promos of the last launch, shown until the service answers (not in the spec). */
  homePromos: 'home_promos',
  // The mini-program also keeps the home's tabs of the last launch under 'home_tabs' (not in the spec):
  // named in platform/home-tabs-memory.ts, so that H5, which keeps none, does not carry the name.
} as const

/** Session storage keys on H5 (spec §3). */
export const SessionKey = {
  studentToken: 'student_token',
  refreshToken: 'refresh_token',
  expiresIn: 'expires_in',
  issuedAt: 'issued_at',
  tokenType: 'token_type',
  fromApp: 'from_app_platform',
} as const
