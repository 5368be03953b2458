/**
 * The document's rules across an answer's fields, which its schemas cannot state and its descriptions do: a quote's
 * figures reconcile to the penny (`FinanceQuote`), and a calculation's savings are the differences of its running
 * costs (`VehicleResult.annualSaving`). The calculator refuses an answer that breaks either rather than show it, so a
 * provider that sends one must not pass verification: the document check (`document-check-proxy.ts`) applies these
 * to every answer its schema already accepts. The rules are the SDK's, the same the calculator applies.
 */
import { type FinanceQuote, quoteMismatch, savingsMismatch, type VehicleResult } from '@hcuk-genesis/sdk';

/** The rules `body` breaks, each as the report shows it, for the operations that have such rules. */
type AnswerRule = (body: unknown) => string[];

const quoteAddsUp: AnswerRule = (body) => {
  const mismatch = quoteMismatch(body as FinanceQuote);
  return mismatch ? [`the figures do not reconcile: ${mismatch}`] : [];
};

const savingsAddUp: AnswerRule = (body) =>
  (body as { vehicleResults: VehicleResult[] }).vehicleResults.flatMap((result, index) => {
    const mismatch = savingsMismatch(result);
    return mismatch ? [`/vehicleResults/${index}: ${mismatch}`] : [];
  });

/** Each operation's rules across its 200 answer's fields, by operation id. */
export const answerRules: Readonly<Record<string, AnswerRule>> = {
  getSantanderFinanceQuoteData: quoteAddsUp,
  calculateByQuery: savingsAddUp,
  calculate: savingsAddUp,
};
