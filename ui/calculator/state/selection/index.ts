/** The models step: the editions offered and the visitor's selection. */
export * from './editions.ts';
export * from './selection-transitions.ts';
