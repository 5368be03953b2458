/**
 * The steps after the first load from chunks beside the embed, so a host page's first download holds only what
 * the first step needs (about 7 KB gzipped less). They are fetched in idle time as soon as the calculator shows,
 * and a step already fetched renders at once, without the loading indicator; a visitor who reloads on a later step
 * gets that chunk straight away.
 */
import { type ComponentType, lazy } from 'react';

type StepModule = { default: ComponentType };

/** A chunk loader that loads once and, once loaded, answers React.lazy synchronously. */
function preloadable(load: () => Promise<StepModule>) {
  let loaded: StepModule | undefined;
  let pending: Promise<StepModule> | undefined;
  const preload = () => {
    pending ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        pending = undefined; // A failed load is tried again on the next render.
        throw error;
      },
    );
    return pending;
  };
  // React.lazy suspends for one tick on any promise; a thenable that settles at once lets it render straight away.
  const immediate = (module: StepModule) =>
    // biome-ignore lint/suspicious/noThenProperty: a thenable on purpose, for React.lazy (see above).
    ({ then: (resolve: (value: StepModule) => void) => resolve(module) }) as unknown as Promise<StepModule>;
  return { preload, component: lazy(() => (loaded ? immediate(loaded) : preload())) };
}

const steps = {
  charging: preloadable(() => import('./steps/charging/charging-step.tsx').then((m) => ({ default: m.ChargingStep }))),
  select: preloadable(() => import('./steps/select/select-step.tsx').then((m) => ({ default: m.SelectStep }))),
  compare: preloadable(() => import('./steps/compare/compare-step.tsx').then((m) => ({ default: m.CompareStep }))),
};

/** The later steps as lazy components. */
export const lazySteps = {
  charging: steps.charging.component,
  select: steps.select.component,
  compare: steps.compare.component,
};

/** Starts loading every later step when the browser is idle (at once where it cannot tell). */
export function prefetchSteps(): void {
  const load = () => {
    for (const step of Object.values(steps)) void step.preload().catch(() => {});
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(load, { timeout: 2000 });
  else setTimeout(load, 0);
}
