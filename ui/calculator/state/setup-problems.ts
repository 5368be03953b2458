/**
 * What the host's attributes leave the calculator unable to offer, said to the host's developer: the calculator
 * still renders, without what cannot work. Each is one `[hcuk]` sentence naming the attribute and what to set.
 */
import type { CalculatorOptions } from '../calculator-options.ts';
import { privacyNoticeProblem } from './finance/privacy-notice-url.ts';

const tag = '<hcuk-cost-saving-calculator>';

/** The problems of `options` on a page whose base URL is `base`: errors for a refused value, warnings for a gap. */
export function setupProblems(
  options: Pick<CalculatorOptions, 'brand' | 'privacyNoticeHref' | 'showVehicleCta' | 'vehicleCtaHref' | 'oem'>,
  base: string,
): { errors: string[]; warnings: string[] } {
  const errors: string[] = [];
  const warnings: string[] = [];
  const privacy = privacyNoticeProblem(options.privacyNoticeHref, base);
  if (privacy) errors.push(privacy);
  if (!options.brand.trim())
    warnings.push(`[hcuk] ${tag} needs brand, the brand whose editions are offered (brand="MG"): without it none are.`);
  if (options.vehicleCtaHref && !options.showVehicleCta)
    warnings.push(
      `[hcuk] ${tag} has vehicle-cta-href but not show-vehicle-cta, so no View Offers button is shown: add show-vehicle-cta.`,
    );
  if (options.showVehicleCta && !options.vehicleCtaHref && !options.oem)
    warnings.push(
      `[hcuk] ${tag} has show-vehicle-cta but no vehicle-cta-href (nor oem, for the manufacturer's own), so no View Offers button is shown: add vehicle-cta-href.`,
    );
  return { errors, warnings };
}
