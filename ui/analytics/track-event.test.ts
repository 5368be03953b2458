import { expect, it, vi } from 'vitest';
import { trackEvent } from './track-event.ts';
import { filterEvent } from './tracking-events.ts';

const scope = window as unknown as Record<string, unknown>;
/** The element an event comes from: a calculator on the page. */
const source = { source: document.createElement('hcuk-cost-saving-calculator') };

it('pushes onto window.dataLayer, creating it, and keeps an existing list', () => {
  trackEvent(filterEvent('cost comparison calculator', 'MG4 EV'), source);
  expect(scope.dataLayer).toEqual([
    { event: 'filter', site_section: 'cost comparison calculator', filter_name: 'MG4 EV' },
  ]);
  trackEvent(filterEvent('cost comparison calculator', 'MG HS'), source);
  expect(scope.dataLayer).toHaveLength(2);
});

it('pushes onto the configured list name instead', () => {
  window.hcukConfig = { dataLayerName: 'storybookEvents' };
  trackEvent(filterEvent('admin', 'Kona'), source);
  expect(scope.storybookEvents).toEqual([{ event: 'filter', site_section: 'admin', filter_name: 'Kona' }]);
  expect(scope.dataLayer).toBeUndefined();
  delete scope.storybookEvents;
});

it('passes the event to onTrackingEvent, and a throwing callback breaks nothing', () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  const seen: unknown[] = [];
  window.hcukConfig = { onTrackingEvent: (event, context) => seen.push(event, context.source) };
  trackEvent(filterEvent('cost comparison calculator', 'MG4 EV'), source);
  // The event as the data layer has it, then the element it came from (never in the data layer).
  expect(seen).toEqual([
    { event: 'filter', site_section: 'cost comparison calculator', filter_name: 'MG4 EV' },
    source.source,
  ]);

  window.hcukConfig = {
    onTrackingEvent: () => {
      throw new Error('tag manager offline');
    },
  };
  expect(() => trackEvent(filterEvent('cost comparison calculator', 'MG HS'), source)).not.toThrow();
  expect(scope.dataLayer).toHaveLength(2);
  expect(error).toHaveBeenCalledWith(
    '[hcuk] hcukConfig.onTrackingEvent threw on the "filter" event; the UI carries on',
    expect.any(Error),
  );
});

it('never replaces a host global that is not a list: one warning, then the default dataLayer', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const digitalData = { page: { name: 'Offers' } };
  scope.digitalData = digitalData;
  window.hcukConfig = { dataLayerName: 'digitalData' };
  trackEvent(filterEvent('cost comparison calculator', 'MG4 EV'), source);
  trackEvent(filterEvent('cost comparison calculator', 'MG HS'), source);
  expect(scope.digitalData).toBe(digitalData);
  expect(digitalData).toEqual({ page: { name: 'Offers' } });
  expect(scope.dataLayer).toEqual([
    { event: 'filter', site_section: 'cost comparison calculator', filter_name: 'MG4 EV' },
    { event: 'filter', site_section: 'cost comparison calculator', filter_name: 'MG HS' },
  ]);
  expect(warn).toHaveBeenCalledTimes(1);
  expect(warn.mock.calls[0]?.[0]).toMatch(/^\[hcuk\] hcukConfig\.dataLayerName "digitalData" names a global/);
  delete scope.digitalData;
});

it('never assigns to location, or to any other global of the window, whatever the name', () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const { href } = window.location;
  for (const name of ['location', 'document', 'onload', '__proto__', 'constructor', 'toString']) {
    window.hcukConfig = { dataLayerName: name };
    trackEvent(filterEvent('admin', name), source);
  }
  expect(window.location.href).toBe(href);
  expect(typeof window.toString).toBe('function');
  expect((scope.dataLayer as unknown[]).map((entry) => (entry as { filter_name: string }).filter_name)).toEqual([
    'location',
    'document',
    'onload',
    '__proto__',
    'constructor',
    'toString',
  ]);
});
