/**
 * The page-level configuration a host page may set before the embed script loads:
 * `window.hcukConfig = { attributes, stylesheets, onTrackingEvent, api, adminApi, dataLayerName, nonce }`.
 */
import type { ClientOptions, FinanceClientOptions } from '@hcuk-genesis/sdk';
import type { TrackingEvent, TrackingEventContext } from '../analytics/tracking-events.ts';

/** A value in `hcukConfig.attributes`: strings as in HTML; numbers, booleans and objects are used as they are. */
export type HcukAttributeValue = string | number | boolean | object;

/**
 * Mock mode as a host page asks for it, in plain data: `true` for the page's own origin, or `{ baseUrl }`. The
 * calculator turns it into the SDK's `mockMode()` (sdk-options.ts).
 */
export type HcukMockOption = boolean | { baseUrl?: string };

/**
 * SDK options for the calculator's client: the SDK's `FinanceClientOptions` (environment, baseUrl, clientId,
 * antiForgeryToken, headerNames; each with the SDK's default) without `fetch` and `securityWorker`, which the
 * calculator supplies itself, and with `mock` as plain data.
 */
export type HcukApiOptions = Omit<FinanceClientOptions, 'fetch' | 'securityWorker' | 'mock'> & {
  mock?: HcukMockOption;
};

/**
 * SDK options for the admin group's client (the quote request of the finance example): `ClientOptions` less `fetch`,
 * with `mock` as plain data.
 */
export type HcukAdminApiOptions = Omit<ClientOptions, 'fetch' | 'mock'> & { mock?: HcukMockOption };

/** The shape of `window.hcukConfig`. Every field is optional. */
export interface HcukConfig {
  /** Attribute defaults for every `hcuk-` element, keyed by attribute name (`theme`, `brand`, ...); default `{}`. */
  attributes?: Record<string, HcukAttributeValue>;
  /** Stylesheet URLs loaded into every element's shadow root; default `[]`. */
  stylesheets?: string[];
  /**
   * Called with every analytics event after it is pushed to the data layer; default none. The second argument is
   * `{ source }`, the element the event came from, with `element` (`a` or `button`) for a tracked click.
   */
  onTrackingEvent?: (event: TrackingEvent, context: TrackingEventContext) => void;
  /** SDK options for the calculator's server calls; default `{}`. */
  api?: HcukApiOptions;
  /**
   * SDK options for the admin API, which the number-plate lookup and a finance example's quote request call; default
   * `api`'s mock mode, environment, client id and anti-forgery token (not its `baseUrl`, the finance host's): with a
   * custom `api.baseUrl` and no `adminApi`, neither is offered, and one warning says so.
   */
  adminApi?: HcukAdminApiOptions;
  /** Name of the global list analytics events are pushed onto; default `dataLayer`. */
  dataLayerName?: string;
  /**
   * The CSP nonce for the `<style>` elements used only where a browser cannot adopt constructable stylesheets;
   * default the nonce of the embed's own `<script>`, else none.
   */
  nonce?: string;
}

declare global {
  interface Window {
    /** Page-level configuration for the hcuk elements (see README, "Embedding the calculator"). */
    hcukConfig?: HcukConfig;
  }
}

/** The default name of the global analytics list. */
export const defaultDataLayerName = 'dataLayer';

/**
 * Each checked field of `hcukConfig`: what it must be, and the value used instead of a malformed one. Each is checked
 * on its own, so one malformed field never lets another through unchecked. `api` and `adminApi` are the SDK's options,
 * checked where the clients are made (`sdk-options.ts`, `admin-api-options.ts`).
 */
const fieldRules = {
  stylesheets: {
    valid: (value: unknown) => Array.isArray(value) && value.every((url) => typeof url === 'string'),
    must: 'an array of URLs',
    instead: [] as string[],
  },
  nonce: { valid: (value: unknown) => typeof value === 'string', must: 'a string', instead: undefined },
  attributes: {
    valid: (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value),
    must: 'an object of attribute values',
    instead: undefined,
  },
  dataLayerName: {
    valid: (value: unknown) => typeof value === 'string' && value !== '',
    must: 'a non-empty string',
    instead: undefined,
  },
  onTrackingEvent: { valid: (value: unknown) => typeof value === 'function', must: 'a function', instead: undefined },
} as const;

/** Reads `window.hcukConfig` at call time (a host page may set it late); ignores malformed fields with a warning. */
export function readHcukConfig(): HcukConfig {
  const raw: unknown = typeof window === 'undefined' ? undefined : window.hcukConfig;
  if (raw === undefined || raw === null) return {};
  if (typeof raw !== 'object') {
    warnOnce('', raw, '[hcuk] window.hcukConfig must be an object; ignoring it');
    return {};
  }
  const config: Record<string, unknown> = { ...raw };
  for (const [field, rule] of Object.entries(fieldRules)) {
    const value = config[field];
    if (value === undefined || rule.valid(value)) continue;
    // Read on every analytics event: each field's malformed value is named once, not at every click.
    warnOnce(field, value, `[hcuk] window.hcukConfig.${field} must be ${rule.must}; ignoring it`);
    config[field] = rule.instead;
  }
  return config as HcukConfig;
}

/** The malformed values already named in the console, by field ('' for the config itself). */
const warned = new Map<string, Set<unknown>>();

function warnOnce(field: string, value: unknown, message: string): void {
  const seen = warned.get(field) ?? new Set<unknown>();
  if (!seen.has(value)) console.warn(message);
  warned.set(field, seen.add(value));
}
