// Auto-generated from openapi/admin.yaml by openapi/scripts/generate.ts. Do not edit: run `npm run generate`.

/* The admin document's named scalar rules: each schema's bounds, lengths and pattern, for forms and mocks. */

/** #/components/schemas/PersonName */
export const PersonName = { minLength: 1, maxLength: 100, pattern: /^(?=[^\p{L}]*\p{L})[^\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+$/u } as const;
