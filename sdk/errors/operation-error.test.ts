import { expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { isOperationError } from './operation-error.ts';

const notFound = new ApiError(404, 'Not Found', 'getQuoteRequest', 'https://admin.test/quote/q-9', {
  title: 'Not found',
  status: 404,
  detail: 'No quote request q-9.',
});

it('recognises the ApiError of its own operation only', () => {
  expect(isOperationError(notFound, 'getQuoteRequest')).toBe(true);
  expect(isOperationError(notFound, 'saveQuoteRequest')).toBe(false);
  expect(isOperationError(new Error('[hcuk] boom'), 'getQuoteRequest')).toBe(false);
  expect(isOperationError({ operationId: 'getQuoteRequest', status: 404 }, 'getQuoteRequest')).toBe(false);
});

it('keeps the problem the server sent as the typed body', () => {
  if (!isOperationError(notFound, 'getQuoteRequest') || notFound.status !== 404) throw new Error('not narrowed');
  expect(notFound.body?.detail).toBe('No quote request q-9.');
});
