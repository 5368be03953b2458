/**
 * Typed builders for every analytics event the calculator sends (docs/embedding.md, Analytics). The events of a host's
 * other pages (searches, used cars) are theirs to build, so they do not widen the type a host receives here. Each
 * payload carries exactly the field names a host's tag manager reads by name, plus `event` (the event name, as Google
 * Tag Manager's data layer expects).
 */

/** The site sections a host's pages are in (a host's configuration may name one). */
export const siteSections = ['admin', 'quoting steps', 'cost comparison calculator', 'used cars section'] as const;

/** One of those site sections. */
export type SiteSection = (typeof siteSections)[number];

/** The site section named by `value`, or the calculator's (`cost comparison calculator`) for any other value. */
export function siteSectionOf(value: unknown): SiteSection {
  return siteSections.find((name) => name === value) ?? 'cost comparison calculator';
}

/** `filter`: a filter was applied. */
export interface FilterEvent {
  event: 'filter';
  site_section: SiteSection;
  filter_name: string;
}
/** `cta_click`: a link or button was clicked (see click-tracking.ts). */
export interface CtaClickEvent {
  event: 'cta_click';
  site_section: SiteSection;
  link_text: string;
  link_url: string;
}
/** `quote_builder`: a step of the quoting flow was used. */
export interface QuoteBuilderEvent {
  event: 'quote_builder';
  step_number: number;
  step_name: string;
  selection: string;
  link_text: string;
}
/** `cost_comparison`: a step of the cost comparison calculator was used. */
export interface CostComparisonEvent {
  event: 'cost_comparison';
  step_number: number;
  step_name: string;
  selection: string;
  selection_length: number;
  cost: number;
  saving: number;
  link_text: string;
  model: string;
}
/** `virtual_pageview`: a step was shown (a page view for single-page flows). */
export interface VirtualPageviewEvent {
  event: 'virtual_pageview';
  site_section: SiteSection;
  step_number: number;
  step_name: string;
}
/**
 * `calculator_error`: something the visitor asked for could not be done (an event of the calculator's own, not a
 * specified one: the technical detail is kept out of the visitor's words, so it goes here and to the console). No
 * personal data.
 */
export interface CalculatorErrorEvent {
  event: 'calculator_error';
  site_section: SiteSection;
  /** Where it happened: the step's analytics name, or `loading` before the first step. */
  step_name: string;
  /** The SDK's `[hcuk]` message: the operation, and the status or what failed. */
  error_detail: string;
}

/** The second argument of `hcukConfig.onTrackingEvent` (not in the data-layer payload). */
export interface TrackingEventContext {
  /**
   * The element the event came from: the calculator, or for a click the innermost `hcuk-` element around it (an
   * `hcuk-button` the page put in an `hcuk-modal` is its own), so a page with two calculators can tell their events
   * apart, by its `id` (or `getAttribute('brand')`, when the brand is set on the element).
   */
  source: Element;
  /** For a tracked click: the clicked element, `a` or `button`. */
  element?: 'a' | 'button';
}

/** Any analytics event. */
export type TrackingEvent =
  | FilterEvent
  | CtaClickEvent
  | QuoteBuilderEvent
  | CostComparisonEvent
  | VirtualPageviewEvent
  | CalculatorErrorEvent;

/** Builds a `filter` event. */
export const filterEvent = (siteSection: SiteSection, filterName: string): FilterEvent => ({
  event: 'filter',
  site_section: siteSection,
  filter_name: filterName,
});

/** Builds a `cta_click` event; `linkUrl` is `''` for a button. */
export const ctaClickEvent = (siteSection: SiteSection, linkText: string, linkUrl: string): CtaClickEvent => ({
  event: 'cta_click',
  site_section: siteSection,
  link_text: linkText,
  link_url: linkUrl,
});

/** Builds a `quote_builder` event. */
export const quoteBuilderEvent = (input: {
  stepNumber: number;
  stepName: string;
  selection: string;
  linkText: string;
}): QuoteBuilderEvent => ({
  event: 'quote_builder',
  step_number: input.stepNumber,
  step_name: input.stepName,
  selection: input.selection,
  link_text: input.linkText,
});

/** Builds a `cost_comparison` event: `selection` is comma-joined and `selection_length` is its count. */
export const costComparisonEvent = (input: {
  stepNumber: number;
  stepName: string;
  selection: readonly string[];
  cost: number;
  saving: number;
  linkText: string;
  model: string;
}): CostComparisonEvent => ({
  event: 'cost_comparison',
  step_number: input.stepNumber,
  step_name: input.stepName,
  selection: input.selection.join(','),
  selection_length: input.selection.length,
  cost: input.cost,
  saving: input.saving,
  link_text: input.linkText,
  model: input.model,
});

/** Builds a `virtual_pageview` event. */
export const virtualPageviewEvent = (
  siteSection: SiteSection,
  stepNumber: number,
  stepName: string,
): VirtualPageviewEvent => ({
  event: 'virtual_pageview',
  site_section: siteSection,
  step_number: stepNumber,
  step_name: stepName,
});

/** Builds a `calculator_error` event. */
export const calculatorErrorEvent = (
  siteSection: SiteSection,
  stepName: string,
  errorDetail: string,
): CalculatorErrorEvent => ({
  event: 'calculator_error',
  site_section: siteSection,
  step_name: stepName,
  error_detail: errorDetail,
});
