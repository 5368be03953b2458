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
 * What Prism cannot answer from the documents' examples, and why, with the verifier's mismatches: none today. A
 * response that answers several requests has a named example for each (`examples:` in the document), and the proxy
 * asks for the one an interaction expects (`named-examples.ts`, `Prefer: example=NAME`). An interaction that stops
 * verifying (a new one whose answer is no example's, say) fails this test: give it an example and an entry there, or,
 * if no example can answer it, list it here with its mismatches and the reason.
 */
const beyondExamples: Record<Group, Record<string, string[]>> = {
  finance: {},
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
