/** The calculator's texts: the content with its built-in English fallback. */
export * from './built-in-status.ts';
export * from './built-in-texts.ts';
export * from './calculator-texts.ts';
export * from './placeholder-parts.ts';
