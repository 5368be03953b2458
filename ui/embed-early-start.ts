/**
 * The embed's first statement: the calculators already on the page start their downloads before the rest of the
 * embed, React included, is evaluated (`start-calculators-early.ts`). Imported first by `embed.ts`, so the bundle
 * runs it first; its imports are React-free, and `e2e/calculator/first-requests.e2e.test.ts` checks in the built
 * embed that the requests go out before the elements are defined. Listed in `ui/package.json`'s `sideEffects`, or
 * the build would drop an import that only runs code.
 */
import { startCalculatorsEarly } from './elements/cost-saving-calculator/start-calculators-early.ts';

startCalculatorsEarly();
