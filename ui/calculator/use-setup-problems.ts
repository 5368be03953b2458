/** The host's attribute problems, said to its developer once per element (`state/setup-problems.ts`). */
import { useEffect } from 'react';
import type { CalculatorOptions } from './calculator-options.ts';
import { setupProblems } from './state/setup-problems.ts';

const said = new WeakMap<HTMLElement, Set<string>>();

/**
 * What the host's attributes leave the calculator unable to offer (`setup-problems.ts`): said as the calculator
 * starts and when an attribute changes, each once per element. Checked here, with the flow, to keep it out of the
 * embed's first download. A refused `privacy-notice-href` is an error; Request this quote is then not offered.
 */
export function useSetupProblems(options: CalculatorOptions, host: HTMLElement): void {
  const { brand, privacyNoticeHref, showVehicleCta, vehicleCtaHref, oem, ctas } = options;
  useEffect(() => {
    const checked = { brand, privacyNoticeHref, showVehicleCta, vehicleCtaHref, oem, ctas };
    const { errors, warnings } = setupProblems(checked, host.ownerDocument.baseURI);
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
  }, [brand, privacyNoticeHref, showVehicleCta, vehicleCtaHref, oem, ctas, host]);
}
