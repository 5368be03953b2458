/**
 * The analytics list Storybook's preview owns, named apart from a page's data layer (`hcukConfig.dataLayerName`; see
 * docs/storybook.md, Actions): each event the elements push appears in the Actions panel, and stays in `trackedEvents`
 * for the story's play function to check.
 */
import { action } from 'storybook/actions';
import type { TrackingEvent } from '../analytics/tracking-events.ts';

/** The global the preview's `hcukConfig.dataLayerName` names. */
export const storyDataLayerName = 'hcukStorybookDataLayer';

/** The events pushed since the current story started. */
export const trackedEvents: TrackingEvent[] = [];

/** Installs the list on `window` (the elements push onto an existing list with a `push` method). */
export function installStoryDataLayer(): void {
  const list = {
    push(event: TrackingEvent): number {
      action(`analytics: ${event.event}`)(event);
      return trackedEvents.push(event);
    },
  };
  (window as unknown as Record<string, unknown>)[storyDataLayerName] = list;
}
