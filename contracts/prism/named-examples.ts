import type { Group } from '../documents.ts';

/**
 * Which named example (`examples:` in openapi/<group>.yaml) answers a pact interaction, for the interactions that
 * Prism's default, a response's first example, does not answer: the same response answers several requests (a PCP
 * or an HP quote, a battery-electric car or hybrids, each 400 by the field it names), and the pact expects the one
 * for its own. The states proxy asks Prism for it (`Prefer: example=NAME`), as it asks for a status.
 *
 * Keyed by the interaction's description, unique in each pact (Pact tells interactions apart by description and
 * provider states): like a provider state, the key says which answer the provider is set up to give, and says it
 * here rather than in a rule about the request that would have to re-implement the provider. `named-examples.test.ts`
 * checks that every entry names an interaction of the pact and an example of the response it expects; a new
 * interaction that needs another example fails `prism-verifies-pacts.test.ts` until it has its entry here.
 */
export const namedExamples: Record<Group, Readonly<Record<string, string>>> = {
  finance: {
    // The quote's first example is the PCP quote; an HP quote has no optional final payment and no mileage terms.
    'a Santander HP quote for the MG4: £25,995, £2,600 down, 48 months': 'hp',
    // The calculation's first example is the battery-electric MG4, whose mpg is null; a hybrid's is a number.
    'a calculation by query for a Kia Niro plug-in hybrid and hybrid against a diesel car at 400 miles a week':
      'hybrids',
    // Real-world figures at the standard home rate answer other amounts than the MG4's official ones.
    'a calculation by query for the MG4 at expected real-world figures and the standard home rate': 'realWorld',
    // The 400's first example names fuelEconomy; the calculator shows each problem by its own field.
    'a calculation by query for an unknown vehicle': 'unknownVehicle',
    'a calculation by query with a fuel price typed in pence': 'fuelPriceInPence',
  },
  admin: {
    // The 400's first example names vrm; the calculator shows the quote request's refusal by its own field.
    'a lender-direct quote request whose postcode is not a UK postcode': 'postcode',
  },
};

/** The named example that answers the interaction with this description, or `undefined` for the default one. */
export function exampleNameFor(group: Group, description: string): string | undefined {
  return Object.hasOwn(namedExamples[group], description) ? namedExamples[group][description] : undefined;
}
