import type { adminOperations } from '@hcuk-genesis/sdk/operations';
import { staticBody } from './data-files.ts';
import { duplicateOf } from './duplicate-quote-request.ts';
import { numberField } from './number-field.ts';
import { type Answers, requiredQuery } from './operation-input.ts';
import { type FieldError, notFoundProblem, problemResponse, validationProblem } from './problem.ts';
import type { QuoteRequestInput } from './quote-request-input.ts';
import { isRegistrationMark, type RegisteredVehicle, registeredVehicle } from './registered-vehicles.ts';
import { pagingLimits } from './request-limits.ts';

type AdminId = keyof typeof adminOperations;

const KNOWN_QUOTE = 'q-1';
const KNOWN_NOTIFICATION = 'n-9001';
const KNOWN_DEALER = 'd-1001';

/**
 * The `vrm` query's problem, if any, added to `errors`: required, and a normalised UK mark by the document's
 * `RegistrationMark` (the parameter takes no spaces or lower case: the client normalises first). The message never
 * repeats the mark, which is personal data. Answers the mark when it is well formed.
 */
function registrationMark(query: URLSearchParams, errors: FieldError[]): string | undefined {
  const vrm = query.get('vrm');
  if (vrm === null || vrm.trim() === '') {
    errors.push({ field: 'vrm', rule: 'required', message: 'vrm is required' });
    return undefined;
  }
  if (!isRegistrationMark(vrm)) {
    const message = 'vrm must be a UK registration mark in capitals with no spaces, like LB71XKE';
    errors.push({ field: 'vrm', rule: 'pattern', message });
    return undefined;
  }
  return vrm;
}

/** The vehicle registered as this well-formed mark, or a 404 that does not repeat the mark. */
function vehicleOrNotFound(vrm: string): RegisteredVehicle | Response {
  return registeredVehicle(vrm) ?? notFoundProblem('No vehicle is registered with that mark.');
}

/** Admin-group answers: the static files, honest about ids (only the ids in the data, and quote requests saved). */
export const adminAnswers: Answers<AdminId> = {
  getActivityStatistics: ({ query }) => {
    const from = requiredQuery(query, 'from');
    if (from instanceof Response) return from;
    const to = requiredQuery(query, 'to');
    if (to instanceof Response) return to;
    return { ...staticBody('getActivityStatistics'), from, to, dealerId: query.get('dealerId') };
  },
  autocomplete: ({ query }) => {
    const term = requiredQuery(query, 'term');
    if (term instanceof Response) return term;
    const errors: FieldError[] = [];
    const limit = numberField('limit', query.get('limit'), pagingLimits.limit, errors, {
      required: false,
      integer: true,
    });
    if (errors.length > 0) return validationProblem(errors);
    const suggestions = staticBody('autocomplete')
      .suggestions.filter((s) => s.text.toLowerCase().includes(term.toLowerCase()))
      .slice(0, limit ?? 10);
    return { term, suggestions };
  },
  getDealerUsers: ({ query }) => {
    const dealerId = requiredQuery(query, 'dealerId');
    if (dealerId instanceof Response) return dealerId;
    return dealerId === KNOWN_DEALER ? staticBody('getDealerUsers') : { dealerId, users: [] };
  },
  updateNotificationState: ({ query }) => {
    const id = requiredQuery(query, 'notificationId');
    if (id instanceof Response) return id;
    const state = query.get('state') ?? 'read';
    if (state !== 'unread' && state !== 'read' && state !== 'archived') {
      return validationProblem([{ field: 'state', rule: 'enum', message: 'state must be unread, read or archived' }]);
    }
    if (id !== KNOWN_NOTIFICATION) return notFoundProblem(`No notification ${id}.`);
    return { ...staticBody('updateNotificationState'), state };
  },
  initialPayloadRequest: () => staticBody('initialPayloadRequest'),
  proposalSubmitted: () => staticBody('proposalSubmitted'),
  decisionReturned: () => staticBody('decisionReturned'),
  // The body was checked against the admin document before this runs (request-body-check.ts): a write never keeps
  // what a real server would refuse.
  saveQuoteRequest: ({ body, state }) => {
    const input = body as QuoteRequestInput | undefined;
    // The same request again within a day (a second press, a second tab) is a 409, and nothing new is saved.
    if (duplicateOf(state.savedQuoteRequests.values(), input, Date.now())) {
      return problemResponse(
        409,
        'Quote request already received',
        'The same request was saved in the last 24 hours.',
        undefined,
        'https://hcuk.example/problems/duplicate-quote-request',
      );
    }
    const saved = { quoteRequestId: state.newQuoteReference(), createdAt: new Date().toISOString() };
    // Kept in memory only, for getQuoteRequest: the request holds personal data, which no log or URL may carry.
    state.savedQuoteRequests.set(saved.quoteRequestId, { ...saved, ...(body as QuoteRequestInput) });
    return saved;
  },
  getQuoteRequest: ({ query, state }) => {
    const id = requiredQuery(query, 'quoteRequestId');
    if (id instanceof Response) return id;
    // The broken variant proves that contract verification fails when an interaction's status changes.
    if (state.variant === 'broken') return notFoundProblem(`No quote request ${id}.`);
    if (id === KNOWN_QUOTE) return staticBody('getQuoteRequest');
    return state.savedQuoteRequests.get(id) ?? notFoundProblem(`No quote request ${id}.`);
  },
  sendGridEvent: ({ body }) => (Array.isArray(body) ? { received: body.length } : staticBody('sendGridEvent')),
  getVrmData: ({ query }) => {
    const errors: FieldError[] = [];
    const vrm = registrationMark(query, errors);
    if (vrm === undefined) return validationProblem(errors);
    return vehicleOrNotFound(vrm);
  },
  // The same mark rule and 404 as the lookup; the answer is the vehicle with the new mileage, recorded today. Nothing
  // is kept: a later lookup answers the data file's mileage again.
  updateVehicleMileage: ({ query }) => {
    const errors: FieldError[] = [];
    const vrm = registrationMark(query, errors);
    const mileage = numberField('mileage', query.get('mileage'), { minimum: 0 }, errors, { integer: true });
    if (vrm === undefined || mileage === undefined) return validationProblem(errors);
    const vehicle = vehicleOrNotFound(vrm);
    if (vehicle instanceof Response) return vehicle;
    return { ...vehicle, mileage, mileageRecordedAt: new Date().toISOString().slice(0, 10) };
  },
};
