import { afterEach, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.restoreAllMocks();
});

/** A fresh copy of the module, so its once-per-page warning has not been given yet. */
const freshModule = async () => {
  vi.resetModules();
  return import('./admin-api-options.ts');
};

it('takes adminApi when given, else api’s mock mode or environment, with its client id', async () => {
  const { adminOptionsOf } = await freshModule();
  expect(adminOptionsOf({ adminApi: { baseUrl: 'https://admin.example.co.uk' } })).toEqual({
    baseUrl: 'https://admin.example.co.uk',
  });
  expect(adminOptionsOf({ api: { mock: true, clientId: 'c1' } })).toMatchObject({ mock: true, clientId: 'c1' });
  expect(adminOptionsOf({ api: { environment: 'staging' } })).toMatchObject({ environment: 'staging' });
});

it('offers no admin API beside a custom finance baseUrl, and says once what to set', async () => {
  const { adminOptionsOf } = await freshModule();
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const config = { api: { baseUrl: 'https://finance.example.co.uk' } };
  expect(adminOptionsOf(config)).toBeUndefined();
  expect(adminOptionsOf(config)).toBeUndefined();
  expect(warn).toHaveBeenCalledTimes(1);
  expect(warn.mock.calls[0]?.[0]).toContain('set adminApi: { baseUrl } to offer them');
  expect(adminOptionsOf({ ...config, adminApi: { baseUrl: 'https://admin.example.co.uk' } })).toBeDefined();
});
