// Auto-generated from openapi/finance.yaml by openapi/scripts/generate.ts. Do not edit: run `npm run generate`.

/** Default finance host per environment, from the document's servers. */
export const financeServers = {
  development: 'https://finance-api.dev.hcuk.example',
  staging: 'https://finance-api.staging.hcuk.example',
  production: 'https://finance-api.hcuk.example',
} as const;
