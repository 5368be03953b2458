/** Prices: as typed (pounds or pence), their plausible ranges, and each default's date and source. */
export * from './price-ranges.ts';
export * from './price-sources.ts';
export * from './price-text.ts';
