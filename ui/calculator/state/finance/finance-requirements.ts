/**
 * What a finance promotion must carry before any cost-of-credit figure is shown, and which setting is missing:
 *
 * - one representative example, chosen by the lender (`configuration.finance.representativeExamples.PCP` or `.HP`):
 *   CONC 3.5.5R requires one, and CONC 3.5.7R that it be representative of the business the lender expects, so it
 *   is the lender's, never the visitor's own figures;
 * - the lender's legal name, postal address (CONC 3.5.3R(1)(b)) and its FCA status with its firm reference number
 *   (`content.finance.lender`, `lenderAddress`, `lenderFcaStatus`);
 * - on a dealer's page (`dealer-id`), the dealer's legal name, that it is a credit broker and not a lender with how
 *   many lenders it works with (CONC 3.7), and how it is paid commission (CONC 4.5.3R):
 *   `content.finance.dealers["<dealer-id>"]`.
 *
 * Without any of them the calculator shows no finance at all, and names what is missing once in the console.
 */
import type { FinanceSchema } from '@hcuk-genesis/sdk';
import { ownValue } from '../store/own-value.ts';
import type { CalculatorTexts } from '../texts/calculator-texts.ts';
import type { FinanceProduct } from './finance-request.ts';

/** The lender's finance settings from the configuration. */
export type FinanceSettings = FinanceSchema<'FinanceSettings'>;
/** A dealer's statements. */
export type DealerStatements = FinanceSchema<'DealerStatements'>;

const filled = (text: unknown): text is string => typeof text === 'string' && text.trim() !== '';

/**
 * The dealer's statements for `dealerId`, when every required one is there and the broker statement names the dealer
 * by its legal name: a broker's legal name, as the Financial Services Register has it, must be in every promotion
 * (CONC 3.7), and the statement is where the page says it.
 */
export function dealerStatements(texts: CalculatorTexts['finance'], dealerId: string): DealerStatements | undefined {
  const entry = ownValue(texts.dealers, dealerId) as Partial<DealerStatements> | undefined;
  return entry &&
    filled(entry.legalName) &&
    filled(entry.brokerStatement) &&
    entry.brokerStatement.includes(entry.legalName.trim()) &&
    filled(entry.commission)
    ? (entry as DealerStatements)
    : undefined;
}

/** The settings that are missing for `product` on this page, by their place in the configuration; empty when none. */
export function missingFinanceSettings(input: {
  settings: FinanceSettings | undefined;
  texts: CalculatorTexts['finance'];
  product: FinanceProduct;
  dealerId: string;
}): string[] {
  const { settings, texts, product, dealerId } = input;
  const key = product === 'pcp' ? 'PCP' : 'HP';
  const missing: string[] = [];
  if (!settings?.representativeExamples?.[key]) missing.push(`configuration.finance.representativeExamples.${key}`);
  if (!filled(texts.lender)) missing.push('content.finance.lender');
  if (!filled(texts.lenderAddress)) missing.push('content.finance.lenderAddress');
  // The lender's name and address reach the page only through this text: a rewording without them drops both.
  if (!texts.providedBy.includes('{lender}') || !texts.providedBy.includes('{address}'))
    missing.push('content.finance.providedBy (with {lender} and {address})');
  if (!filled(texts.lenderFcaStatus)) missing.push('content.finance.lenderFcaStatus');
  if (dealerId && !dealerStatements(texts, dealerId))
    missing.push(`content.finance.dealers["${dealerId}"] (legalName, a brokerStatement that names it, commission)`);
  return missing;
}
