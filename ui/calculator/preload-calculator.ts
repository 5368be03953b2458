/**
 * A calculator's first downloads, started before React renders it: the flow chunk, the configuration and the brand's
 * models, together, so the first step waits for the slowest of them, never for one after another. No React here: the
 * embed calls this for the calculators already on the page before React's own code has run
 * (`start-calculators-early.ts`), and again, harmlessly, when each element connects.
 */
import { configurationQueryOptions, prefetch, runningCostModelsQueryOptions } from '@hcuk-genesis/sdk/query';
import type { CalculatorOptions } from './calculator-options.ts';
import { type CalculatorServices, createCalculatorServices } from './calculator-services.ts';
import { flowChunk, loadResponseChecks } from './flow-chunk.ts';

/** Services created when the calculator's downloads started, and what its first render waits for. */
const preloaded = new WeakMap<HTMLElement, { services: CalculatorServices; ready: Promise<unknown> }>();

/**
 * The services started for `host`, for its first render. Read, not taken: React may start a first render again from
 * the top before it commits (it does after an error a boundary caught), and every attempt must get the same services,
 * or the retry makes a second QueryClient and token worker and asks for everything again. `releasePreloaded` forgets
 * them once a render has committed.
 */
export function preloadedServices(host: HTMLElement): CalculatorServices | undefined {
  return preloaded.get(host)?.services;
}

/** Forgets what was started for `host` once a render holding `services` has committed: a later tree starts its own. */
export function releasePreloaded(host: HTMLElement, services: CalculatorServices): void {
  if (preloaded.get(host)?.services === services) preloaded.delete(host);
}

/**
 * Stops what was started for `host` and no render took over, once the element is removed: its requests and their
 * retries (a render that committed took the services, and its queries' observers stop their retries as it unmounts).
 * A later connect starts again.
 */
export function stopPreloaded({ host }: { host: HTMLElement }): void {
  const started = preloaded.get(host);
  if (!started) return;
  preloaded.delete(host);
  void started.services.queryClient.cancelQueries();
}

/**
 * Starts the flow chunk and the first two requests for `host`; a second call for the same host starts nothing.
 * Returns what the first render needs: the flow chunk and the configuration, settled either way (the element holds its
 * first render for them, for a moment: `define-element.ts`).
 */
export function preloadCalculator(
  options: Pick<CalculatorOptions, 'brand' | 'oem'>,
  { host }: { host: HTMLElement },
): Promise<unknown> {
  const flow = flowChunk.load().catch(() => {});
  const started = preloaded.get(host);
  if (started) return started.ready;
  const services = createCalculatorServices(loadResponseChecks);
  if (!('finance' in services)) {
    preloaded.set(host, { services, ready: flow });
    return flow;
  }
  const { queryClient, finance } = services;
  // The SDK's prefetch: never rejects, and leaves a skipped query alone (no brand: no models request, and no error
  // cached under the skipped key, as queryClient.prefetchQuery would).
  const configuration = prefetch(queryClient, configurationQueryOptions(finance));
  void prefetch(queryClient, runningCostModelsQueryOptions(finance, { brand: options.brand, isOem: options.oem }));
  const ready = Promise.all([flow, configuration]);
  preloaded.set(host, { services, ready });
  return ready;
}
