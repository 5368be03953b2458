/**
 * The steps after the first load from chunks beside the embed, so a host page's first download holds only what
 * the first step needs. They are fetched in idle time as soon as the calculator shows, and a step already fetched
 * renders at once, without the loading indicator; a visitor who reloads on a later step gets that chunk straight away.
 */
import { preloadable } from '../components/lazy/preloadable.ts';

const steps = {
  charging: preloadable<object>(() =>
    import('./steps/charging/charging-step.tsx').then((m) => ({ default: m.ChargingStep })),
  ),
  select: preloadable<object>(() => import('./steps/select/select-step.tsx').then((m) => ({ default: m.SelectStep }))),
  compare: preloadable<object>(() =>
    import('./steps/compare/compare-step.tsx').then((m) => ({ default: m.CompareStep })),
  ),
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
