/** A HAL link, as the broker's resources give them under `_links`. */
export interface HalLink {
  href: string;
  name?: string;
}

/** A resource's links of one relation (the broker gives one or a list), or none. */
export function halLinks(resource: unknown, relation: string): HalLink[] {
  const links = (resource as { _links?: Record<string, unknown> } | null)?._links?.[relation];
  return (Array.isArray(links) ? links : [links]).filter(
    (link): link is HalLink => typeof (link as HalLink | undefined)?.href === 'string',
  );
}

/** A URL path segment: percent-encoded but for what a path may hold as it is (`+` of a version's build, `:`, `@`). */
export const pathSegment = (value: string) =>
  encodeURIComponent(value).replace(/%(2B|3A|40|24|26|2C|3B|3D)/g, (encoded) => decodeURIComponent(encoded));

/** A templated link filled in, e.g. `/pacticipants/{pacticipant}` with `{ pacticipant: 'hcuk-genesis' }`. */
export function expandLink(href: string, values: Record<string, string>): string {
  return href.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? pathSegment(values[key] ?? '') : whole));
}
