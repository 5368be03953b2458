import type { adminOperations } from '@hcuk-genesis/sdk/operations';
import { staticBody } from './data-files.ts';
import { numberField } from './number-field.ts';
import { type Answers, requiredQuery } from './operation-input.ts';
import { type FieldError, notFoundProblem, validationProblem } from './problem.ts';
import type { QuoteRequestInput } from './quote-request-input.ts';
import { pagingLimits } from './request-limits.ts';

type AdminId = keyof typeof adminOperations;

const KNOWN_VRM = 'LB71XKE';
const KNOWN_QUOTE = 'q-1';
const KNOWN_NOTIFICATION = 'n-9001';
const KNOWN_DEALER = 'd-1001';

function normalisedVrm(query: URLSearchParams): string | Response {
  const vrm = requiredQuery(query, 'vrm');
  if (vrm instanceof Response) return vrm;
  if (!/^[A-Za-z0-9 ]{2,8}$/.test(vrm)) {
    return validationProblem([
      { field: 'vrm', rule: 'pattern', message: 'vrm must be 2 to 8 letters, digits or spaces' },
    ]);
  }
  const normalised = vrm.replace(/\s+/g, '').toUpperCase();
  return normalised === KNOWN_VRM ? normalised : notFoundProblem(`No vehicle is registered as ${normalised}.`);
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
    const vrm = normalisedVrm(query);
    return vrm instanceof Response ? vrm : staticBody('getVrmData');
  },
  updateVehicleMileage: ({ query }) => {
    const vrm = normalisedVrm(query);
    if (vrm instanceof Response) return vrm;
    const mileage = Number(query.get('mileage'));
    if (query.get('mileage') === null || !Number.isInteger(mileage) || mileage < 0) {
      return validationProblem([
        { field: 'mileage', rule: 'minimum 0', message: 'mileage must be a whole number of 0 or more' },
      ]);
    }
    return { ...staticBody('updateVehicleMileage'), mileage };
  },
};
