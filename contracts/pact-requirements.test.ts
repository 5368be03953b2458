import { expect, it } from 'vitest';
import { readPact } from './compare/compare-pact.ts';
import { overPromises } from './pact-requirements.ts';

type Interaction = { description: string; response: { body?: { content?: Record<string, unknown> } } };
const contentOf = (pact: { interactions: unknown[] }, description: string) => {
  const interaction = (pact.interactions as Interaction[]).find((i) => i.description === description);
  const content = interaction?.response.body?.content;
  if (!content) throw new Error(`[hcuk] no interaction "${description}" with a body in the pact`);
  return content;
};

it.each(['finance', 'admin'] as const)('the %s pact requires only fields its document requires', (group) => {
  expect(overPromises(group)).toEqual([]);
});

it('names the interaction and the path of a field the pact requires and the document leaves optional', () => {
  const pact = readPact('admin');
  const quote = contentOf(pact, 'a request for quote request q-1');
  (quote.customer as Record<string, unknown>).phone = '07700 900123';
  expect(overPromises('admin', pact)).toEqual([
    {
      interaction: 'a request for quote request q-1',
      path: '$.customer.phone',
      reason: 'the document declares it optional',
    },
  ]);
});

it('names a map key the pact requires where the document allows any keys (a second content locale)', () => {
  const pact = readPact('finance');
  const configuration = contentOf(pact, 'a request for the calculator configuration');
  (configuration.content as Record<string, unknown>)['cy-GB'] = {};
  expect(overPromises('finance', pact)).toEqual([
    {
      interaction: 'a request for the calculator configuration',
      path: '$.content.cy-GB',
      reason: 'the document allows any keys here (a free-form map) and requires none of them',
    },
  ]);
});
