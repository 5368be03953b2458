import { createFinanceClient } from '@hcuk-genesis/sdk';
import { afterEach, expect, it, vi } from 'vitest';
import { sdkOptionsOf } from './sdk-options.ts';

it("makes the SDK's mockMode of a page's plain mock option: true for the page's origin, or its baseUrl", () => {
  const onPage = createFinanceClient(sdkOptionsOf({ mock: true }));
  expect(onPage.identity).toBe(`mock:${window.location.origin}`);
  const remote = createFinanceClient(sdkOptionsOf({ mock: { baseUrl: 'http://127.0.0.1:4010' }, clientId: 'dealer' }));
  expect(remote.identity).toBe('mock:http://127.0.0.1:4010');
  expect(createFinanceClient(sdkOptionsOf({ mock: {} })).identity).toBe(`mock:${window.location.origin}`);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

it('tells a page without an origin of its own (a file, a sandboxed frame) what to set in hcukConfig', () => {
  vi.stubGlobal('location', { origin: 'null' });
  expect(() => sdkOptionsOf({ mock: true })).toThrow(
    '[hcuk] mock mode on a page without an origin needs a base URL: in hcukConfig, mock: { baseUrl }',
  );
  expect(createFinanceClient(sdkOptionsOf({ mock: { baseUrl: 'http://127.0.0.1:4010' } })).identity).toBe(
    'mock:http://127.0.0.1:4010',
  );
});

it('passes every other option on as it is, and no mock mode when the page asks for none', () => {
  expect(sdkOptionsOf({ mock: false, baseUrl: 'https://api.example.co.uk', clientId: 'dealer' })).toEqual({
    baseUrl: 'https://api.example.co.uk',
    clientId: 'dealer',
  });
  expect(createFinanceClient(sdkOptionsOf({ environment: 'staging' })).identity).toBe(
    'https://finance-api.staging.hcuk.example',
  );
});
