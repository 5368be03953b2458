import { expect, it, vi } from 'vitest';
import { type HcukApiOptions, readHcukConfig } from './hcuk-config.ts';

it('reads window.hcukConfig when it is read, so a host page may set it late', () => {
  expect(readHcukConfig()).toEqual({});
  window.hcukConfig = { stylesheets: ['/brand.css'], api: { environment: 'staging', clientId: 'dealer-web' } };
  expect(readHcukConfig()).toEqual({
    stylesheets: ['/brand.css'],
    api: { environment: 'staging', clientId: 'dealer-web' },
  });
});

it('ignores malformed stylesheets with a warning naming the field', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  window.hcukConfig = { stylesheets: '/brand.css' as unknown as string[], dataLayerName: 'events' };
  expect(readHcukConfig()).toEqual({ stylesheets: [], dataLayerName: 'events' });
  expect(warn).toHaveBeenCalledWith('[hcuk] window.hcukConfig.stylesheets must be an array of URLs; ignoring it');
});

it('checks every field on its own: a malformed one never lets another through unchecked', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  window.hcukConfig = {
    stylesheets: 'x.css',
    nonce: { toString: () => 'abc' },
    attributes: 'brand=MG',
    dataLayerName: 7,
    onTrackingEvent: 'track',
  } as unknown as object;
  expect(readHcukConfig()).toEqual({
    stylesheets: [],
    nonce: undefined,
    attributes: undefined,
    dataLayerName: undefined,
    onTrackingEvent: undefined,
  });
  expect(warn.mock.calls.map(([message]) => message)).toEqual([
    '[hcuk] window.hcukConfig.stylesheets must be an array of URLs; ignoring it',
    '[hcuk] window.hcukConfig.nonce must be a string; ignoring it',
    '[hcuk] window.hcukConfig.attributes must be an object of attribute values; ignoring it',
    '[hcuk] window.hcukConfig.dataLayerName must be a non-empty string; ignoring it',
    '[hcuk] window.hcukConfig.onTrackingEvent must be a function; ignoring it',
  ]);
  // Read again at every analytics event: each malformed value is named once.
  readHcukConfig();
  expect(warn).toHaveBeenCalledTimes(5);
});

it('ignores a config that is not an object', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  window.hcukConfig = 'theme=dark' as unknown as object;
  expect(readHcukConfig()).toEqual({});
  expect(warn).toHaveBeenCalledWith('[hcuk] window.hcukConfig must be an object; ignoring it');
});

it('takes the SDK client options for api (typechecked by tsc), except fetch and securityWorker', () => {
  const api: HcukApiOptions = {
    mock: { baseUrl: 'https://cdn.example.co.uk' },
    antiForgeryToken: () => 'token-from-meta',
    headerNames: { clientId: 'X-Dealer-Id' },
  };
  // @ts-expect-error the calculator supplies its own fetch
  const withFetch: HcukApiOptions = { fetch: (request: Request) => globalThis.fetch(request) };
  window.hcukConfig = { api };
  expect(readHcukConfig().api).toEqual(api);
  expect(Object.keys(withFetch)).toEqual(['fetch']);
});
