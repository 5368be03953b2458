/**
 * Fixtures for the SDK's users' tests: a lender's PCP quote that adds up to the penny, and one vehicle's running costs
 * as the calculation answers them.
 */
export { mg4Result } from './mg4-result.ts';
export { pcpQuote } from './pcp-quote.ts';
