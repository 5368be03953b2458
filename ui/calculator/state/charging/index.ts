/** Charging: the shares and prices per charge type, the home tariff presets, prices per kWh as typed. */
export * from './charging-transitions.ts';
export * from './charging-values.ts';
export * from './home-tariffs.ts';
export * from './kwh-price.ts';
export * from './kwh-price-check.ts';
