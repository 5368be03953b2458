/**
 * What the host's attributes leave the calculator unable to offer, said to the host's developer: the calculator
 * still renders, without what cannot work. Each is one `[hcuk]` sentence naming the attribute and what to set.
 */
import { iconNames, isIconName } from '../../components/icon/icon-set.ts';
import type { CalculatorOptions } from '../calculator-options.ts';
import { privacyNoticeProblem } from './finance/privacy-notice-url.ts';

const tag = '<hcuk-cost-saving-calculator>';

/** The problems of `options` on a page whose base URL is `base`: errors for a refused value, warnings for a gap. */
export function setupProblems(
  options: Pick<
    CalculatorOptions,
    'brand' | 'privacyNoticeHref' | 'showVehicleCta' | 'vehicleCtaHref' | 'oem' | 'ctas'
  >,
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
  // An empty icon is none, as the block shows it.
  const unknownIcons = new Set(options.ctas.flatMap(({ icon }) => (!icon || isIconName(icon) ? [] : [icon])));
  for (const icon of unknownIcons)
    warnings.push(
      `[hcuk] ${tag} ctas: icon ${JSON.stringify(icon)} is not in the set, so its button shows without one: use one of ${iconNames.join(', ')}, or leave icon out.`,
    );
  return { errors, warnings };
}
