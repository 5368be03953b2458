import { expect } from 'vitest';

/** What a call that must fail rejected with; the test fails if it resolved instead. */
export const failure = (promise: Promise<unknown>): Promise<unknown> =>
  promise.then(
    () => expect.unreachable('it resolved'),
    (error: unknown) => error,
  );
