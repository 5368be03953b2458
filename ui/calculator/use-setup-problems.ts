/**
 * The host's attribute problems, said to its developer once per element (`state/setup-problems.ts`), and a
 * configuration without the mileage duty's rates.
 */
import { useEffect } from 'react';
import type { CalculatorOptions } from './calculator-options.ts';
import { setupProblems } from './state/setup-problems.ts';
import type { CalculatorSetup } from './state/store/index.ts';

const said = new WeakMap<HTMLElement, Set<string>>();

/** Said when the configuration has no `mileageDuty`. */
export const noMileageDuty =
  '[hcuk] the configuration has no mileageDuty: no electric car or plug-in hybrid will say the mileage duty (eVED) announced from April 2028, so their savings leave it out unsaid (CAP Code 3.3). Set configuration.mileageDuty.';

/**
 * What the host's attributes leave the calculator unable to offer (`setup-problems.ts`): said as the calculator
 * starts and when an attribute changes, each once per element. Checked here, with the flow, to keep it out of the
 * embed's first download. A refused `privacy-notice-href` is an error; Request this quote is then not offered.
 */
export function useSetupProblems(options: CalculatorOptions, host: HTMLElement, setup: CalculatorSetup): void {
  const { brand, privacyNoticeHref, showVehicleCta, vehicleCtaHref, oem, ctas } = options;
  const withoutDuty = setup.mileageDuty === undefined;
  useEffect(() => {
    const checked = { brand, privacyNoticeHref, showVehicleCta, vehicleCtaHref, oem, ctas };
    const found = setupProblems(checked, host.ownerDocument.baseURI);
    // Without the rates, no saving says the duty announced for electric cars and plug-in hybrids (CAP Code 3.3): the
    // lender is told, since the visitor cannot be.
    const warnings = withoutDuty ? [...found.warnings, noMileageDuty] : found.warnings;
    const { errors } = found;
    const done = said.get(host) ?? new Set<string>();
    said.set(host, done);
    for (const [problems, say] of [
      [errors, console.error],
      [warnings, console.warn],
    ] as const) {
      for (const problem of problems) {
        if (done.has(problem)) continue;
        done.add(problem);
        say(problem);
      }
    }
  }, [brand, privacyNoticeHref, showVehicleCta, vehicleCtaHref, oem, ctas, host, withoutDuty]);
}
