// Auto-generated from openapi/finance.yaml by openapi/scripts/generate.ts. Do not edit: run `npm run generate`.

/* The finance document's named scalar rules: each schema's bounds, lengths and pattern, for forms and mocks. */

/** #/components/schemas/PricePerKwh */
export const PricePerKwh = { minimum: 0, maximum: 1, penceSlip: true } as const;

/** #/components/schemas/WeeklyMileage */
export const WeeklyMileage = { maximum: 10000, exclusiveMinimum: 0, plausibleMinimum: 10, plausibleMaximum: 1000 } as const;

/** #/components/schemas/QuoteValidDays */
export const QuoteValidDays = { minimum: 1, maximum: 90 } as const;

/** #/components/schemas/MilesPerGallon */
export const MilesPerGallon = { minimum: 1, maximum: 150, plausibleMinimum: 10 } as const;

/** #/components/schemas/ConsumptionFactor */
export const ConsumptionFactor = { minimum: 1, maximum: 2 } as const;

/** #/components/schemas/ChargingLoss */
export const ChargingLoss = { minimum: 0, maximum: 0.5 } as const;

/** #/components/schemas/AnnualVehicleTax */
export const AnnualVehicleTax = { minimum: 0, maximum: 5000, plausibleMinimum: 20, plausibleMaximum: 1000 } as const;

/** #/components/schemas/PricePerLitre */
export const PricePerLitre = { minimum: 0.8, maximum: 2.5, penceSlip: true, plausibleMaximum: 2 } as const;

/** #/components/schemas/HostName */
export const HostName = { minLength: 1, maxLength: 253, pattern: /^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/u, patternRule: "must be a host name in lower case, such as www.lender.co.uk, without a scheme, port or path" } as const;

/** GET /api/v1/CostSavingCalculator/Calculate: its parameters' x-plausible-minimum / -maximum */
export const calculateByQueryPlausible = { homeChargeCost: { plausibleMinimum: 0.05, plausibleMaximum: 0.45 }, standardChargeCost: { plausibleMinimum: 0.15 }, rapidChargeCost: { plausibleMinimum: 0.25 } } as const;
