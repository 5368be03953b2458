/**
 * Where the pact files are and whom they are between: no import beyond Node's, so a test runner's global setup can
 * read it before any package resolves.
 */
import { fileURLToPath } from 'node:url';

/** The two API groups. */
export type Group = 'finance' | 'admin';

/** Pact participants: one consumer, and one provider per group (each group is its own API). */
export const consumerName = 'hcuk-genesis';
export const providerNames: Record<Group, string> = { finance: 'motor-finance-api', admin: 'motor-finance-admin-api' };

/** Repo root and the committed pact files. */
export const repoRoot = fileURLToPath(new URL('../', import.meta.url));
export const pactDir = `${repoRoot}contracts/pacts`;
export const pactFileFor = (group: Group) => `${pactDir}/${consumerName}-${providerNames[group]}.json`;
