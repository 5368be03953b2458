import { expect, it } from 'vitest';
import { chunkFailureAdvice } from './chunk-failure.ts';
import { ChunkLoadError } from './chunk-loader.ts';

const url = 'https://cdn.example.co.uk/hcuk-genesis-modal-abc.js';

it('tells the visitor to check the connection only when the browser is offline', () => {
  expect(chunkFailureAdvice(new ChunkLoadError(url, 0, 'offline', undefined))).toBe('offline');
  expect(chunkFailureAdvice(new ChunkLoadError(url, 0, 'server', 503))).toBe('retry');
  expect(chunkFailureAdvice(new ChunkLoadError(url, 0, 'unknown', undefined))).toBe('retry');
  expect(chunkFailureAdvice(new TypeError('Failed to fetch dynamically imported module'))).toBe('retry');
});

it('tells the visitor to reload once the page has used every attempt', () => {
  expect(chunkFailureAdvice(new ChunkLoadError(url, 9, 'gave-up', undefined))).toBe('reload');
});
