import { expect, it, vi } from 'vitest';
import { trackEvent } from './track-event.ts';
import { searchEvent, usedCarsSearchEvent } from './tracking-events.ts';

const scope = window as unknown as Record<string, unknown>;

it('pushes onto window.dataLayer, creating it, and keeps an existing list', () => {
  trackEvent(usedCarsSearchEvent(true));
  expect(scope.dataLayer).toEqual([{ event: 'used_cars_search', search_success: true }]);
  trackEvent(usedCarsSearchEvent(false));
  expect(scope.dataLayer).toHaveLength(2);
});

it('pushes onto the configured list name instead', () => {
  window.hcukConfig = { dataLayerName: 'storybookEvents' };
  trackEvent(searchEvent('admin', 'Kona'));
  expect(scope.storybookEvents).toEqual([{ event: 'search', site_section: 'admin', search_term: 'Kona' }]);
  expect(scope.dataLayer).toBeUndefined();
  delete scope.storybookEvents;
});

it('passes the event to onTrackingEvent, and a throwing callback breaks nothing', () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  const seen: unknown[] = [];
  window.hcukConfig = { onTrackingEvent: (event) => seen.push(event) };
  trackEvent(usedCarsSearchEvent(true));
  expect(seen).toEqual([{ event: 'used_cars_search', search_success: true }]);

  window.hcukConfig = {
    onTrackingEvent: () => {
      throw new Error('tag manager offline');
    },
  };
  expect(() => trackEvent(usedCarsSearchEvent(false))).not.toThrow();
  expect(scope.dataLayer).toHaveLength(2);
  expect(error).toHaveBeenCalledWith(
    '[hcuk] hcukConfig.onTrackingEvent threw on the "used_cars_search" event; the UI carries on',
    expect.any(Error),
  );
});

it('never replaces a host global that is not a list: one warning, then the default dataLayer', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const digitalData = { page: { name: 'Offers' } };
  scope.digitalData = digitalData;
  window.hcukConfig = { dataLayerName: 'digitalData' };
  trackEvent(usedCarsSearchEvent(true));
  trackEvent(usedCarsSearchEvent(false));
  expect(scope.digitalData).toBe(digitalData);
  expect(digitalData).toEqual({ page: { name: 'Offers' } });
  expect(scope.dataLayer).toEqual([
    { event: 'used_cars_search', search_success: true },
    { event: 'used_cars_search', search_success: false },
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
    trackEvent(searchEvent('admin', name));
  }
  expect(window.location.href).toBe(href);
  expect(typeof window.toString).toBe('function');
  expect((scope.dataLayer as unknown[]).map((entry) => (entry as { search_term: string }).search_term)).toEqual([
    'location',
    'document',
    'onload',
    '__proto__',
    'constructor',
    'toString',
  ]);
});
