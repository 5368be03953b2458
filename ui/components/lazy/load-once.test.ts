import { expect, it } from 'vitest';
import { loadOnce } from './load-once.ts';

it('makes one request for every caller, and keeps the result', async () => {
  let requests = 0;
  const chunk = loadOnce(async () => {
    requests += 1;
    return 'sanitiser';
  });
  expect(chunk.loaded()).toBeUndefined();
  const [first, second] = await Promise.all([chunk.load(), chunk.load()]);
  expect([first, second, await chunk.load()]).toEqual(['sanitiser', 'sanitiser', 'sanitiser']);
  expect(chunk.loaded()).toBe('sanitiser');
  expect(requests).toBe(1);
});

it('tries again after a failed load (a chunk the network dropped)', async () => {
  let requests = 0;
  const chunk = loadOnce(async () => {
    requests += 1;
    if (requests === 1) throw new Error('Failed to fetch dynamically imported module');
    return 'step';
  });
  await expect(chunk.load()).rejects.toThrow('Failed to fetch');
  expect(chunk.loaded()).toBeUndefined();
  await expect(chunk.load()).resolves.toBe('step');
  expect(requests).toBe(2);
});

it('waits through a failed load for the next one without starting its own, and starts one when none has', async () => {
  let requests = 0;
  const chunk = loadOnce(async () => {
    requests += 1;
    if (requests === 1) throw new Error('Failed to fetch dynamically imported module');
    return 'flow';
  });
  let value: string | undefined;
  // Nothing has started: arrived() starts the first load.
  const arrived = chunk.arrived().then((loaded) => {
    value = loaded;
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(requests).toBe(1);
  // That load failed; waiting again starts nothing.
  void chunk.arrived();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect([requests, value]).toEqual([1, undefined]);
  // A Retry's load brings it to every waiter.
  await expect(chunk.load()).resolves.toBe('flow');
  await arrived;
  expect([requests, value]).toEqual([2, 'flow']);
  await expect(chunk.arrived()).resolves.toBe('flow');
});
