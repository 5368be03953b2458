/**
 * Click tracking for links and buttons inside the elements' shadow roots: reports the element, its text
 * (`tracking-title`, then `title`, then text content, else `NO TEXT`) and href as a `cta_click` event.
 * Text and href go into the payload; the host element and the clicked one (`a` or `button`) are passed as
 * `onTrackingEvent(event, { source, element })`.
 * An element with `ignore-tracking`, or inside one (across shadow roots), is skipped.
 */
import { readHcukConfig } from '../config/hcuk-config.ts';
import { trackEvent } from './track-event.ts';
import { ctaClickEvent, type SiteSection, siteSectionOf } from './tracking-events.ts';

/** What a tracked click reports. */
export interface ClickDescription {
  /** `a` or `button`. */
  element: 'a' | 'button';
  /** The tracked text (see the precedence above). */
  text: string;
  /** The link's href; `''` for a button. */
  href: string;
}

/** Text content as rendered, following slots to the nodes assigned to them. */
function visibleText(node: Node): string {
  if (node instanceof HTMLSlotElement) return node.assignedNodes({ flatten: true }).map(visibleText).join(' ');
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (node instanceof HTMLElement && (node.hidden || node.getAttribute('aria-hidden') === 'true')) return '';
  return Array.from(node.childNodes).map(visibleText).join(' ');
}

/** Describes a clicked link or button, applying the text precedence. */
export function describeClick(target: HTMLAnchorElement | HTMLButtonElement): ClickDescription {
  const text =
    target.getAttribute('tracking-title')?.trim() ||
    target.getAttribute('title')?.trim() ||
    visibleText(target).replace(/\s+/g, ' ').trim() ||
    'NO TEXT';
  const isLink = target instanceof HTMLAnchorElement;
  return { element: isLink ? 'a' : 'button', text, href: isLink ? (target.getAttribute('href') ?? '') : '' };
}

/**
 * The site section an element reports: its `site-section`, else `hcukConfig`'s, else the calculator's. A value outside
 * the list falls back to the next, as the element's warning says (the attribute resolver's order).
 */
export function hostSiteSection(host: Element): SiteSection {
  const own = host.getAttribute('site-section');
  const config = readHcukConfig().attributes?.['site-section'];
  return siteSectionOf(siteSectionOf(own) === own ? own : config);
}

/** The clicked link or button in a click's composed path, or null when there is none or tracking is ignored. */
export function trackedTarget(path: readonly EventTarget[]): HTMLAnchorElement | HTMLButtonElement | null {
  if (path.some((node) => node instanceof Element && node.hasAttribute('ignore-tracking'))) return null;
  const target = path.find((node) => node instanceof HTMLAnchorElement || node instanceof HTMLButtonElement);
  return (target as HTMLAnchorElement | HTMLButtonElement | undefined) ?? null;
}

/**
 * Tracks clicks inside `root` as `cta_click` events in the host's `site-section` (default the calculator's),
 * passing `{ source: host, element }` to `hcukConfig.onTrackingEvent`.
 *
 * It listens in the capture phase, before the click reaches the button: the button's own handler may remove it (Remove
 * on a compared car, a step in the step indicator), and React renders that before the click bubbles on. A removed
 * button is no longer in `root`, and its text may have changed, so a listener on the way back up lost those clicks.
 * On the way down each shadow root sees the click before the roots inside it, so only the root that holds the button
 * reports it: the innermost element's.
 */
export function trackClicks(root: ShadowRoot, host: HTMLElement): void {
  root.addEventListener(
    'click',
    (event) => {
      const target = trackedTarget(event.composedPath());
      if (!target || target.getRootNode() !== root) return;
      const { element, text, href } = describeClick(target);
      // The payload stays exactly the documented cta_click fields (docs/embedding.md, Analytics), which tag managers
      // read by name; the element goes to onTrackingEvent alone.
      trackEvent(ctaClickEvent(hostSiteSection(host), text, href), { source: host, element });
    },
    { capture: true },
  );
}
