/**
 * The calculator's analytics (docs/calculator.md, Analytics): a virtual page view per step, and `cost_comparison`
 * events for navigation, tabs, model selection and the cost and saving per compared model. All go through `trackEvent`,
 * so `window.dataLayer` and `hcukConfig.onTrackingEvent` both get them.
 */

import { hostSiteSection } from '../analytics/click-tracking.ts';
import { trackEvent } from '../analytics/track-event.ts';
import { costComparisonEvent, virtualPageviewEvent } from '../analytics/tracking-events.ts';
import { type CalculatorStep, stepAnalytics } from './state/store/index.ts';

/** A step of `host`'s calculator was shown. */
export function trackStepView(host: Element, step: CalculatorStep): void {
  const { number, name } = stepAnalytics[step];
  trackEvent(virtualPageviewEvent(hostSiteSection(host), number, name), { source: host });
}

/** What a `cost_comparison` event reports besides its step. */
export interface ComparisonDetails {
  linkText: string;
  /** The editions chosen or compared (descriptions). */
  selection: readonly string[];
  /** Annual running cost in pounds; default 0 (no figure yet). */
  cost?: number;
  /** Annual saving in pounds; default 0. */
  saving?: number;
  /** The edition the event is about; default none. */
  model?: string;
}

/** Something happened on `step` of `host`'s comparison. */
export function trackComparison(host: Element, step: CalculatorStep, details: ComparisonDetails): void {
  const { number, name } = stepAnalytics[step];
  trackEvent(
    costComparisonEvent({
      stepNumber: number,
      stepName: name,
      selection: details.selection,
      cost: details.cost ?? 0,
      saving: details.saving ?? 0,
      linkText: details.linkText,
      model: details.model ?? '',
    }),
    { source: host },
  );
}
