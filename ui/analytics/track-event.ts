/**
 * Sends an analytics event: pushed onto the page's data layer list, then passed to `hcukConfig.onTrackingEvent`.
 * Analytics must never break the UI, so a failing push or a throwing callback is logged and swallowed.
 */
import { defaultDataLayerName, readHcukConfig } from '../config/hcuk-config.ts';
import type { TrackingEvent, TrackingEventContext } from './tracking-events.ts';

type DataLayer = { push: (entry: TrackingEvent) => unknown };

// Names already warned about, so a page hears once per name, not once per event.
const warnedNames = new Set<string>();

/**
 * The host global `name` as a data layer: a list (or anything with `push`, as tag managers replace it) when there
 * is one, else a new array when there is nothing by that name. A global that is something else (such as the host's
 * `digitalData` object, or `location`, whose assignment reloads the page) is never replaced: undefined.
 */
function dataLayerNamed(name: string): DataLayer | undefined {
  const scope = globalThis as unknown as Record<string, unknown>;
  if (!(name in scope)) {
    const created: TrackingEvent[] = [];
    scope[name] = created;
    return created;
  }
  const existing = scope[name] as Partial<DataLayer> | null | undefined;
  return existing && typeof existing.push === 'function' ? (existing as DataLayer) : undefined;
}

/** The data layer for `hcukConfig.dataLayerName`: that one when usable, else (with one warning) the default one. */
function dataLayerFor(configured: string | undefined): DataLayer | undefined {
  const name = configured || defaultDataLayerName;
  const layer = dataLayerNamed(name);
  if (layer || name === defaultDataLayerName) return layer;
  if (!warnedNames.has(name)) {
    warnedNames.add(name);
    console.warn(
      `[hcuk] hcukConfig.dataLayerName "${name}" names a global of the page that is not a list; events go to ` +
        `window.${defaultDataLayerName} instead, and window.${name} is left as it is`,
    );
  }
  return dataLayerNamed(defaultDataLayerName);
}

/**
 * Pushes `event` onto `window[hcukConfig.dataLayerName ?? 'dataLayer']` (created if absent; the default list when
 * that name is taken by something else), then calls `onTrackingEvent(event, context)`; `context` (the element the
 * event came from, and a click's element) goes only to the callback, never into the data layer.
 */
export function trackEvent(event: TrackingEvent, context: TrackingEventContext): void {
  const config = readHcukConfig();
  try {
    dataLayerFor(config.dataLayerName)?.push(event);
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
