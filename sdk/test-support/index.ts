/** Fixtures for the SDK's users' tests: a lender's PCP quote that adds up to the penny. */
export { pcpQuote } from './pcp-quote.ts';
