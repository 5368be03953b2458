import { expect, it } from 'vitest';
import { formatReport, parseVerification } from './verification-report.ts';

const interactions = [
  { description: 'a request for quote request q-1', method: 'GET', path: '/api/v1/quote/getquoterequest' },
  { description: "a request for dealer d-1001's users", method: 'GET', path: '/api/v1/dealerusers/getdealerusers' },
];

it('accounts for every interaction of the pact when the verifier crashes before any result', () => {
  const report = parseVerification('{"results":null,"crash":"socket hang up","dropped":[]}', interactions);
  expect(formatReport('motor-finance-admin-api', report)).toEqual([
    '  FAIL  a request for quote request q-1',
    '          not verified: the verifier crashed: socket hang up',
    "  FAIL  a request for dealer d-1001's users",
    '          not verified: the verifier crashed: socket hang up',
    'motor-finance-admin-api: 2 interactions, 0 verified, 2 not verified — FAILED',
  ]);
});

it('keeps the results the verifier reached before it stopped, and names the rest as not verified', () => {
  const results = JSON.stringify({
    interactionResults: [{ description: "a request for dealer d-1001's users", result: 'OK' }],
  });
  const report = parseVerification(JSON.stringify({ results, crash: 'killed', dropped: [] }), interactions);
  expect(report.outcomes).toEqual([
    { description: "a request for dealer d-1001's users", passed: true, problems: [] },
    {
      description: 'a request for quote request q-1',
      passed: false,
      problems: ['not verified: the verifier crashed: killed'],
    },
  ]);
  expect(report.passed).toBe(false);
});

it('reports a child that died without its envelope as a crash, naming what it printed', () => {
  const report = parseVerification('Segmentation fault', interactions);
  expect(report.outcomes.map((outcome) => outcome.problems)).toEqual([
    ['not verified: the verifier crashed: Segmentation fault'],
    ['not verified: the verifier crashed: Segmentation fault'],
  ]);
});

it("marks a pending pact's failure pending: reported, but the run passes", () => {
  const results = JSON.stringify({
    interactionResults: [
      { description: 'a request for quote request q-1', result: 'OK', interactionId: 'a1' },
      { description: 'a request for quote request q-1', result: 'Error', interactionId: 'b1' },
    ],
    errors: [],
    pendingErrors: [
      {
        interaction: 'Verifying a pact between hcuk-genesis and p - a request for quote request q-1',
        mismatch: { interactionId: 'b1', mismatches: [{ type: 'StatusMismatch', expected: 201, actual: 200 }] },
      },
    ],
  });
  const report = parseVerification(JSON.stringify({ results, crash: null, dropped: [] }), []);
  expect(report.passed).toBe(true);
  expect(formatReport('motor-finance-admin-api', report)).toEqual([
    '  PASS  a request for quote request q-1',
    '  FAIL  a request for quote request q-1 (pending: does not fail the build)',
    '          status: expected 201 but was 200',
    'motor-finance-admin-api: 2 interactions, 1 verified, 1 not verified (1 pending) — PASSED',
  ]);
});

it('fails a run whose pacts could not be loaded, with the reason as a failure', () => {
  const results = JSON.stringify({
    interactionResults: [],
    errors: [{ interaction: 'Failed to load pact', mismatch: { type: 'error', message: '401 Unauthorized' } }],
  });
  const report = parseVerification(JSON.stringify({ results, crash: null, dropped: [] }), [], ['not published']);
  expect(report.passed).toBe(false);
  expect(report.failures).toEqual(['Failed to load pact: 401 Unauthorized', 'not published']);
  expect(formatReport('motor-finance-admin-api', report)).toEqual([
    'motor-finance-admin-api: no interactions verified — FAILED',
  ]);
});

it("names a pact that could not be fetched once, as the verifier's own message already says it", () => {
  const message = "Failed to load pact 'http://127.0.0.1:9/admin.json' - Request failed - error sending request";
  const results = JSON.stringify({
    interactionResults: [],
    errors: [{ interaction: 'Failed to load pact', mismatch: { type: 'error', message } }],
  });
  const report = parseVerification(JSON.stringify({ results, crash: null, dropped: [] }), []);
  expect(report.failures).toEqual([message]);
});
