/**
 * Fields a provider state promises beyond those the document requires: what the calculator cannot work without in
 * that state. The document lets a trim leave out its `id` (such a trim is not shown), but a server that answers
 * "brand MG has running-cost models" with no trim ids, or with `id` renamed, leaves the models step empty, and would
 * pass a pact that required only the document's fields. Each promise is one interaction's, with its reason;
 * `response-matchers.ts` requires the fields, and `contracts/pact-requirements.ts` accepts them for that interaction
 * only.
 */

/** Fields promised on the objects of one array (or object) key of the answer. */
export interface StatePromise {
  /** The key whose objects carry the fields, e.g. `trims` (each element of every `trims` array). */
  at: string;
  fields: readonly string[];
  /** Why the state promises them: said where the pact requirements are checked. */
  reason: string;
}

/** The promises, by the interaction's description. */
export const statePromises: Readonly<Record<string, StatePromise>> = {
  "a request for MG's running-cost models": {
    at: 'trims',
    fields: ['id'],
    reason:
      'the state "brand MG has running-cost models" promises trims the calculator can offer: it shows only a trim with its id, and sends the id to the calculation',
  },
};
