// Auto-generated from openapi/admin.yaml by openapi/scripts/generate.ts. Do not edit: run `npm run generate`.

/** Default admin host per environment, from the document's servers. */
export const adminServers = {
  development: 'https://admin-api.dev.hcuk.example',
  staging: 'https://admin-api.staging.hcuk.example',
  production: 'https://admin-api.hcuk.example',
} as const;
