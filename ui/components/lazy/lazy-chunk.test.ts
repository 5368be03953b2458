import { afterEach, expect, it, vi } from 'vitest';
import { chunkRetryDelayMs, lazyChunk } from './lazy-chunk.ts';

const dropped = () => new TypeError('Failed to fetch dynamically imported module: https://cdn.example.co.uk/step.js');

afterEach(() => vi.useRealTimers());

it('tries a failed download again once by itself, after a second', async () => {
  vi.useFakeTimers();
  let tries = 0;
  const chunk = lazyChunk('the charging step', async () => {
    tries += 1;
    if (tries === 1) throw dropped();
    return 'ChargingStep';
  });
  const loading = chunk.load();
  await vi.advanceTimersByTimeAsync(chunkRetryDelayMs - 1);
  expect(tries).toBe(1);
  await vi.advanceTimersByTimeAsync(1);
  await expect(loading).resolves.toBe('ChargingStep');
  expect(tries).toBe(2);
  expect(chunk.loaded()).toBe('ChargingStep');
});

it('fails after its second try with one [hcuk] error, and downloads again when asked (Retry)', async () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  let tries = 0;
  const chunk = lazyChunk(
    'the dialog',
    async () => {
      tries += 1;
      if (tries <= 2) throw dropped();
      return 'Modal';
    },
    0,
  );
  await expect(chunk.load()).rejects.toThrow('Failed to fetch dynamically imported module');
  expect(tries).toBe(2);
  expect(error).toHaveBeenCalledTimes(1);
  expect(error.mock.calls[0]?.[0]).toMatch(/^\[hcuk\] Could not download the dialog \(tried twice\)/);
  await expect(chunk.load()).resolves.toBe('Modal');
  expect(tries).toBe(3);
});
