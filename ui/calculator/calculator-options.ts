/** The element's attributes as the calculator uses them (see `hcuk-cost-saving-calculator.tsx` for each meaning). */
import type { CtaItem } from './state/selection/index.ts';

/** Options from the element's attributes. */
export interface CalculatorOptions {
  brand: string;
  maxCompare: number;
  filterSingleModel: boolean;
  oem: boolean;
  showVehicleCta: boolean;
  eapplyBranding: boolean;
  ctas: readonly CtaItem[];
  vehicleCtaHref: string;
  print: boolean;
  /** The finance example's product: `pcp`, `hp`, or `''` for none. */
  finance: '' | 'pcp' | 'hp';
  privacyNoticeHref: string;
  dealerId: string;
  locale: string;
  stickyHeader: string;
  scrollMargin: number;
  /** Steps add no browser history entries (`no-step-history`). */
  noStepHistory: boolean;
}
