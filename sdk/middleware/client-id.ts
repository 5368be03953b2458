/** Default client id header name (spec section 6). */
export const defaultClientIdHeader = 'X-Client-Id';
