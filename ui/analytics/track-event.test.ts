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
