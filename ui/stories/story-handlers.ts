/**
 * A story's own MSW handlers, added in its `beforeEach` to the worker msw-storybook-addon's loader puts on the story
 * context (`context.msw`) and reset before the next story. The addon's typing of `context.msw` does not reach
 * Storybook 10.6's bundled types, so it is read here once, checked.
 */
import type { RequestHandler } from 'msw';
import type { SetupWorker } from 'msw/browser';

/** The story's MSW worker; throws a `[hcuk]` error when the preview's `mswLoader` has not run. */
export function storyWorker(context: object): SetupWorker {
  const worker = (context as { msw?: SetupWorker }).msw;
  if (!worker) throw new Error('[hcuk] story: no MSW worker on the context; is mswLoader in .storybook/preview.tsx?');
  return worker;
}

/** A `beforeEach` adding `handlers` in front of the mock handlers, for this story only. */
export const withHandlers =
  (...handlers: RequestHandler[]) =>
  (context: object): void =>
    storyWorker(context).use(...handlers);
