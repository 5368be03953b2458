/**
 * The steps after the first load from chunks beside the embed, so a host page's first download holds only what
 * the first step needs (about 7 KB gzipped less). They are fetched in idle time as soon as the calculator shows, so
 * Next never waits; a visitor who reloads on a later step gets that chunk at once.
 */
import { type ComponentType, lazy } from 'react';

const loaders = {
  charging: () => import('./steps/charging/charging-step.tsx').then((module) => ({ default: module.ChargingStep })),
  select: () => import('./steps/select/select-step.tsx').then((module) => ({ default: module.SelectStep })),
  compare: () => import('./steps/compare/compare-step.tsx').then((module) => ({ default: module.CompareStep })),
} satisfies Record<string, () => Promise<{ default: ComponentType }>>;

/** The later steps as lazy components. */
export const lazySteps = {
  charging: lazy(loaders.charging),
  select: lazy(loaders.select),
  compare: lazy(loaders.compare),
};

/** Starts loading every later step when the browser is idle (at once where it cannot tell). */
export function prefetchSteps(): void {
  const load = () => {
    // A failed prefetch is retried when the step renders (React.lazy calls its loader again).
    for (const loader of Object.values(loaders)) void loader().catch(() => {});
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(load, { timeout: 2000 });
  else setTimeout(load, 0);
}
