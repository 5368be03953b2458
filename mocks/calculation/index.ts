/**
 * The published formulas the mock backend answers with, the reference a backend team implements: running costs
 * (with the real-world adjustment), a plug-in hybrid's electric share, and the finance quotes and their bounds.
 */
export * from './electric-share.ts';
export * from './finance-quote.ts';
export * from './quote-bounds.ts';
export * from './running-cost.ts';
