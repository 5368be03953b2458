/**
 * Stoplight Prism serving each OpenAPI document from its examples, verified by the project's own provider
 * verification (`contracts/verify/verify-provider.ts`, Pact's verifier) against each pact, with provider states played
 * by `states-proxy.ts`. This shows that the documents' examples are answers the pacts accept, independently of our
 * mock server (which serves mocks/data): a provider built from the documents alone passes.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readPact } from '../compare/compare-pact.ts';
import { type Group, repoRoot } from '../documents.ts';
import { verifyProvider } from '../verify/verify-provider.ts';
import { startPrism } from './start-prism.ts';
import { type StatesProxy, startStatesProxy } from './states-proxy.ts';

/**
 * What Prism cannot answer from the documents' examples, and why, with the verifier's mismatches: each response has
 * one example, written for another request than the interaction's. Each needs a named example of its own in
 * openapi/finance.yaml (`examples:`), which the proxy would then ask for (`Prefer: example=NAME`). An interaction
 * that starts to verify, or fails otherwise, fails this test: then update this list.
 */
const beyondExamples: Record<Group, Record<string, string[]>> = {
  finance: {
    // The quote's one example is the PCP quote: an HP quote has no optional final payment and no mileage terms.
    // (Its fees verify: the pact takes any number of fees of the document's shape.)
    'a Santander HP quote for the MG4: £25,995, £2,600 down, 48 months': [
      '$.annualMileage: Expected 8000 (Integer) to be a null value',
      '$.excessMileagePencePerMile: Expected 6 (Integer) to be a null value',
      '$.optionalFinalPayment: Expected 10340 (Integer) to be a null value',
    ],
    // The calculation's one example is the battery-electric MG4, whose mpg is null; a hybrid's is a number.
    'a calculation by query for a Kia Niro plug-in hybrid and hybrid against a diesel car at 400 miles a week': [
      '$.vehicleResults[0].vehicle.mpg: Expected null (Null) to be a number',
    ],
    // The 400's one example names fuelEconomy; the calculator shows each problem by its own field.
    'a calculation by query for an unknown vehicle': [
      "$.errors[0].field: Expected 'fuelEconomy' to match '^vehicleIds$'",
    ],
    'a calculation by query with a fuel price typed in pence': [
      "$.errors[0].field: Expected 'fuelEconomy' to match '^fuelPrice$'",
    ],
  },
  admin: {},
};

const groups: Group[] = ['finance', 'admin'];
const proxies = new Map<Group, StatesProxy>();
const running: { close(): Promise<void> }[] = [];

beforeAll(async () => {
  // Settled one by one, so that a Prism that did start is still closed when the other did not.
  const started = await Promise.allSettled(
    groups.map(async (group) => {
      const prism = await startPrism(`${repoRoot}openapi/${group}.yaml`);
      running.push(prism);
      const proxy = await startStatesProxy(group, prism.url);
      running.push(proxy);
      proxies.set(group, proxy);
    }),
  );
  const failure = started.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
}, 30_000);

afterAll(async () => {
  await Promise.all(running.map((server) => server.close()));
});

it.each(groups)('Prism serving openapi/%s.yaml verifies every interaction its examples answer', async (group) => {
  const proxy = proxies.get(group);
  if (!proxy) throw new Error(`[hcuk] no Prism for ${group}`);
  const { warnings, report } = await verifyProvider({ provider: group, baseUrl: proxy.url });
  expect(warnings).toEqual([]);
  expect(report.failures).toEqual([]);
  expect(report.outcomes).toHaveLength(readPact(group).interactions.length);
  // The verifier lists a failure's mismatches in no fixed order.
  const failed = report.outcomes
    .filter((outcome) => !outcome.passed)
    .map(({ description, problems }) => [description, [...problems].sort()]);
  expect(Object.fromEntries(failed)).toEqual(beyondExamples[group]);
});
