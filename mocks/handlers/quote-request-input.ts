import type { AdminComponents as components } from '@hcuk-genesis/sdk';

/**
 * A quote request's body, as the admin document defines it. Its rules are the document's alone, checked by the
 * generated request validator before `saveQuoteRequest` runs (`request-body-check.ts`); there is no copy here.
 */
export type QuoteRequestInput = components['schemas']['QuoteRequestInput'];
