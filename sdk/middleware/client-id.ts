/** Default client id header name, as both OpenAPI documents name the optional header. */
export const defaultClientIdHeader = 'X-Client-Id';
