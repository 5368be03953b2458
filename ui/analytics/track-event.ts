/**
 * Sends an analytics event: pushed onto the page's data layer list, then passed to `hcukConfig.onTrackingEvent`.
 * Analytics must never break the UI, so a failing push or a throwing callback is logged and swallowed.
 */
import { defaultDataLayerName, readHcukConfig } from '../config/hcuk-config.ts';
import type { TrackingEvent, TrackingEventContext } from './tracking-events.ts';

type DataLayer = { push: (entry: TrackingEvent) => unknown };

function dataLayerNamed(name: string): DataLayer {
  const scope = globalThis as unknown as Record<string, unknown>;
  const existing = scope[name] as Partial<DataLayer> | undefined;
  if (existing && typeof existing.push === 'function') return existing as DataLayer;
  const created: TrackingEvent[] = [];
  scope[name] = created;
  return created;
}

/**
 * Pushes `event` onto `window[hcukConfig.dataLayerName ?? 'dataLayer']` (created if absent), then calls
 * `onTrackingEvent(event, context)`; `context` (default none) goes only to the callback, never into the data layer.
 */
export function trackEvent(event: TrackingEvent, context?: TrackingEventContext): void {
  const config = readHcukConfig();
  try {
    dataLayerNamed(config.dataLayerName || defaultDataLayerName).push(event);
  } catch (error) {
    console.error(`[hcuk] could not push the "${event.event}" event onto the data layer; the UI carries on`, error);
  }
  if (typeof config.onTrackingEvent !== 'function') return;
  try {
    config.onTrackingEvent(event, context);
  } catch (error) {
    console.error(`[hcuk] hcukConfig.onTrackingEvent threw on the "${event.event}" event; the UI carries on`, error);
  }
}
