/**
 * Where the pact files are and whom they are between: no import beyond Node's, so a test runner's global setup can
 * read it before any package resolves.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The two API groups. */
export type Group = 'finance' | 'admin';

/** Pact participants: one consumer, and one provider per group (each group is its own API). */
export const consumerName = 'hcuk-genesis';
export const providerNames: Record<Group, string> = { finance: 'motor-finance-api', admin: 'motor-finance-admin-api' };

/** Repo root (in a clone of the repository; an installed package has none). */
export const repoRoot = fileURLToPath(new URL('../', import.meta.url));
/**
 * The committed pact files: `contracts/pacts`, found beside the sources (this file) or beside a built module
 * (`dist/`), which is where an installed package has them.
 */
export const pactDir = ['./pacts', '../pacts']
  .map((path) => fileURLToPath(new URL(path, import.meta.url)))
  .find((folder) => existsSync(folder)) as string;
export const pactFileFor = (group: Group) => `${pactDir}/${consumerName}-${providerNames[group]}.json`;
