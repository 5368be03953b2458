/** The current vehicle: the form's draft, its rules and messages, and whether it is still the default data. */
export * from './default-data.ts';
export * from './mileage-periods.ts';
export * from './parse-amount.ts';
export * from './plausibility.ts';
export * from './vehicle-data.ts';
export * from './vehicle-transitions.ts';
export * from './vehicle-validation.ts';
