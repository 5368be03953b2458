/** The demo page's analytics event log. */
import type { TrackingEvent } from '../analytics/tracking-events.ts';

/** Shows each tracked event on the page (newest first, last 8). */
export function logTrackingEvent(event: TrackingEvent): void {
  const log = document.getElementById('event-log');
  if (!log) return;
  const item = document.createElement('li');
  item.textContent = JSON.stringify(event);
  log.prepend(item);
  while (log.children.length > 8) log.lastElementChild?.remove();
}
