import { expect, it } from 'vitest';
import { documentOf, type Group } from '../documents.ts';
import { compareGroup, comparePact, readPact } from './compare-pact.ts';

/** Warnings we accept, each explained in contracts/README.md ("Comparator warnings"). None today. */
const explainedWarnings: Record<Group, string[]> = { finance: [], admin: [] };

it.each(['finance', 'admin'] as const)(
  'the %s pact agrees with its OpenAPI document: no errors, no unexplained warnings',
  async (group) => {
    const results = await compareGroup(group);
    expect(results.filter((result) => result.type === 'error')).toEqual([]);
    expect(results.filter((result) => result.type === 'warning').map((result) => result.code)).toEqual(
      explainedWarnings[group],
    );
  },
);

type PactInteraction = {
  description: string;
  request: { path: string };
  response: { body?: { content?: Record<string, unknown> } };
};

it('reports a response field the document does not declare', async () => {
  const pact = readPact('finance');
  const interaction = (pact.interactions as PactInteraction[]).find(
    (i) => i.description === 'a request for a bearer token',
  );
  if (!interaction?.response.body?.content) throw new Error('no token interaction in the finance pact');
  interaction.response.body.content.refreshToken = 'not-in-the-document';
  const results = await comparePact(documentOf('finance'), pact);
  expect(results).toContainEqual(
    expect.objectContaining({
      type: 'error',
      code: 'response.body.incompatible',
      interaction: 'a request for a bearer token',
    }),
  );
});

it('reports a path the document does not have', async () => {
  const pact = readPact('admin');
  const interaction = (pact.interactions as PactInteraction[])[0];
  if (!interaction) throw new Error('the admin pact has no interactions');
  interaction.request.path = '/api/v1/dealerusers/deletedealeruser';
  const results = await comparePact(documentOf('admin'), pact);
  expect(results).toContainEqual(expect.objectContaining({ type: 'error', code: 'request.path-or-method.unknown' }));
});
