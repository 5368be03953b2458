/** The comparison's figures: the calculation's input, the results with tax, headlines, CO2, cost per mile, assumptions. */
export * from './annual-co2.ts';
export * from './assumption-rows.ts';
export * from './calculation-input.ts';
export * from './comparison-extras.ts';
export * from './cost-per-mile.ts';
export * from './emission-factors.ts';
export * from './energy-use.ts';
export * from './mileage-duty.ts';
export * from './plausible-figures.ts';
export * from './running-cost-headline.ts';
export * from './vehicle-results.ts';
export * from './vehicle-tax.ts';
