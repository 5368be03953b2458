/**
 * How long `element`'s animations run as its computed style says (`0.2s`, `150ms`, or a list of both), in
 * milliseconds: the longest. Undefined where the page computes no time (jsdom), so the caller keeps its default.
 */
export function animationMs(element: Element | null): number | undefined {
  const durations = element ? getComputedStyle(element).animationDuration : '';
  if (!durations) return undefined;
  const each = durations
    .split(',')
    .map((duration) => Number.parseFloat(duration) * (duration.trim().endsWith('ms') ? 1 : 1000))
    .filter(Number.isFinite);
  return each.length ? Math.max(...each) : undefined;
}
