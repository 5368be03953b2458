// Auto-generated from openapi/admin.yaml by openapi/scripts/generate.ts. Do not edit: run `npm run generate`.

/* The admin document's named scalar rules: each schema's bounds, lengths and pattern, for forms and mocks. */

/** #/components/schemas/PersonName */
export const PersonName = { minLength: 1, maxLength: 100, pattern: /^(?=[^\p{L}]*\p{L})[^\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+$/u, patternRule: "must contain a letter, and no control or invisible formatting characters" } as const;

/** #/components/schemas/RegistrationMark */
export const RegistrationMark = { minLength: 2, maxLength: 7, pattern: /^(?:[A-Z]{2}[0-9]{2}[A-Z]{3}|[A-Z][0-9]{1,3}[A-Z]{3}|[A-Z]{3}[0-9]{1,3}[A-Z]|[0-9]{1,4}[A-Z]{1,3}|[A-Z]{1,3}[0-9]{1,4})$/u, patternRule: "must be a UK registration mark in capitals without spaces, such as LB71XKE" } as const;

/** #/components/responses/QuoteRequestDuplicate: x-duplicate-of */
export const QuoteRequestDuplicate = {"fields":["customer.email","vehicle.vehicleId","dealerId","finance.product","finance.term","finance.deposit","finance.annualMileage"],"ignoreCase":["customer.email"],"windowSeconds":86400} as const;
