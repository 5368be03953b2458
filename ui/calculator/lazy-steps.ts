/**
 * The steps after the first load from chunks beside the embed, so a host page's first download holds only what
 * the first step needs. They are fetched in idle time as soon as the calculator shows, and a step already fetched
 * renders at once, without the loading indicator; a visitor who reloads on a later step gets that chunk straight away.
 * A download that fails is tried again once by itself, then on Retry (`lazy-chunk.ts`).
 */
import type { ComponentType } from 'react';
import { lazyChunk } from '../components/lazy/lazy-chunk.ts';
import type { LoadOnce } from '../components/lazy/load-once.ts';
import type { CalculatorStep } from './state/store/index.ts';

/** A step that loads from a chunk. */
export type LaterStep = Exclude<CalculatorStep, 'vehicle'>;

/** The later steps' chunks, each resolving to the step's component. */
export const laterSteps: Record<LaterStep, LoadOnce<ComponentType>> = {
  charging: lazyChunk('the charging step', () =>
    import('./steps/charging/charging-step.tsx').then((m) => m.ChargingStep),
  ),
  select: lazyChunk('the models step', () => import('./steps/select/select-step.tsx').then((m) => m.SelectStep)),
  compare: lazyChunk('the compare step', () => import('./steps/compare/compare-step.tsx').then((m) => m.CompareStep)),
};

/** Starts loading every later step when the browser is idle (at once where it cannot tell). */
export function prefetchSteps(): void {
  const load = () => {
    for (const step of Object.values(laterSteps)) void step.load().catch(() => {});
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(load, { timeout: 2000 });
  else setTimeout(load, 0);
}
