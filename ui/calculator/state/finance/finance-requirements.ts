/**
 * What a finance promotion must carry before any cost-of-credit figure is shown, and which setting is missing:
 *
 * - one representative example, chosen by the lender (`configuration.finance.representativeExamples.PCP` or `.HP`):
 *   CONC 3.5.5R requires one, and CONC 3.5.7R that it be representative of the business the lender expects, so it
 *   is the lender's, never the visitor's own figures. On a brand's page it is the brand's own
 *   (`representativeExamplesByBrand`), or the lender's general one only where that is for one of the brand's own cars
 *   (its `vehicle` among the descriptions the brand's models answer gives): a Toyota page must not show an MG4's
 *   figures as representative of the Toyota business it brings;
 * - the lender's legal name, postal address (CONC 3.5.3R(1)(b)) and its FCA status with its firm reference number
 *   (`content.finance.lender`, `lenderAddress`, `lenderFcaStatus`), and the sentence that names them as the lender's
 *   with both placeholders (`providedBy`, CONC 3.3.2R(4));
 * - the outgoings sentence with its `{deposit}` placeholder (`outgoings`, CONC 3.3.1R(1B));
 * - on a dealer's page (`dealer-id`), the dealer's legal name, a broker statement that names it and says it is a
 *   credit broker and not a lender with how many lenders it works with (CONC 3.7), its FCA status (authorised, or an
 *   appointed representative naming its principal), its postal address (CONC 3.5.3R(1)(b): the broker makes the
 *   promotion) and how it is paid commission (CONC 4.5.3R): `content.finance.dealers["<dealer-id>"]`. The statement is checked for the legal name and for
 *   the word "broker" (the FCA: "All credit brokers need to make clear in their advertising that they are brokers and
 *   not lenders"); the rest of its wording is the dealer's, and a lender's to review;
 * - on a manufacturer's page (`oem`), a `dealer-id` too: a manufacturer's site that shows finance introduces its
 *   visitors to the lender, so it is a credit broker's page, never the lender's own;
 * - on any page that is not one of the lender's own sites (`configuration.finance.lenderHosts`), a `dealer-id` too,
 *   for the same reason: without the list, or off it, a page that leaves `dealer-id` out would otherwise publish a
 *   broker's promotion as the lender's, with no statement that it is a broker (CONC 3.7.3R) and no word of its
 *   commission (CONC 4.5.3R). Only the lender can say which sites are its own, so the page cannot claim it;
 * - with a `dealer-id`, a page on one of that dealer's own sites (`configuration.finance.dealerHosts["<dealer-id>"]`):
 *   a page that copied another dealer's `dealer-id` would otherwise publish that dealer's statements, naming a broker
 *   that did not publish the promotion, and send its quote requests in that dealer's name.
 *
 * Without any of them the calculator shows no finance at all, and names what is missing once in the console.
 */
import type { FinanceSchema } from '@hcuk-genesis/sdk';
import { ownValue } from '../store/own-value.ts';
import type { CalculatorTexts } from '../texts/calculator-texts.ts';
import { examplesForBrand } from './brand-examples.ts';
import type { FinanceProduct } from './finance-request.ts';

/** The lender's finance settings from the configuration. */
export type FinanceSettings = FinanceSchema<'FinanceSettings'>;
/** A dealer's statements. */
export type DealerStatements = FinanceSchema<'DealerStatements'>;

const filled = (text: unknown): text is string => typeof text === 'string' && text.trim() !== '';

/** A name as it reads, whatever its case, spacing, apostrophes or final full stop: for finding it in a sentence. */
const asRead = (text: string) =>
  text
    .normalize('NFKC')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\.$/, '')
    .toLowerCase();

/**
 * The dealer's statements for `dealerId`, when every required one is there and the broker statement names the dealer
 * by its legal name and says it is a broker: a broker's legal name, as the Financial Services Register has it, must be
 * in every promotion, with its status as a broker (CONC 3.7), and the statement is where the page says both.
 */
export function dealerStatements(texts: CalculatorTexts['finance'], dealerId: string): DealerStatements | undefined {
  const entry = ownValue(texts.dealers, dealerId) as Partial<DealerStatements> | undefined;
  return entry &&
    filled(entry.legalName) &&
    filled(entry.brokerStatement) &&
    asRead(entry.brokerStatement).includes(asRead(entry.legalName)) &&
    /\bbroker\b/.test(asRead(entry.brokerStatement)) &&
    filled(entry.fcaStatus) &&
    filled(entry.address) &&
    filled(entry.commission)
    ? (entry as DealerStatements)
    : undefined;
}

/** Where a customer can write to the dealer: its legal name, then its postal address. */
export const brokerAddress = (dealer: DealerStatements): string => `${dealer.legalName}, ${dealer.address ?? ''}`;

/** The settings that are missing for `product` on this page, by their place in the configuration; empty when none. */
export function missingFinanceSettings(input: {
  settings: FinanceSettings | undefined;
  texts: CalculatorTexts['finance'];
  product: FinanceProduct;
  dealerId: string;
  /** A manufacturer's page (`oem`): a broker's, so it needs its `dealer-id`. */
  oem?: boolean;
  /** The page's brand: where the lender gave it its own examples, the missing one is its own. */
  brand?: string;
  /**
   * The vehicle descriptions of the brand's models (its catalogue, as the models answer gives it): the lender's general
   * example shows on the brand's page only if it is for one of them. Unchecked without a brand.
   */
  catalogue?: readonly string[];
  /** The page's host name (`location.hostname`): without a `dealer-id`, it must be one of the lender's own. */
  pageHost: string;
}): string[] {
  const { settings, texts, product, dealerId, oem = false, brand = '', catalogue = [], pageHost } = input;
  const key = product === 'pcp' ? 'PCP' : 'HP';
  const missing: string[] = [];
  const examples = examplesForBrand(settings, brand);
  const example = examples.examples?.[key];
  if (!example) missing.push(`configuration.finance.${examples.at}.${key}`);
  else if (brand && examples.at === 'representativeExamples' && !inCatalogue(example.vehicle, catalogue))
    missing.push(
      `configuration.finance.representativeExamplesByBrand[${JSON.stringify(brand)}].${key} (the general example is for ${JSON.stringify(example.vehicle)}, not one of this page’s ${brand} cars)`,
    );
  if (!filled(texts.lender)) missing.push('content.finance.lender');
  if (!filled(texts.lenderAddress)) missing.push('content.finance.lenderAddress');
  // The lender's name and address reach the page only through this text: a rewording without them drops both.
  if (!texts.providedBy.includes('{lender}') || !texts.providedBy.includes('{address}'))
    missing.push('content.finance.providedBy (with {lender} and {address})');
  // The outgoings without the deposit would understate what switching costs (CONC 3.3.1R(1B)).
  for (const key of ['outgoings', 'outgoingsExample'] as const)
    if (!texts[key].includes('{deposit}')) missing.push(`content.finance.${key} (with {deposit})`);
  if (!filled(texts.lenderFcaStatus)) missing.push('content.finance.lenderFcaStatus');
  if (dealerId && !dealerStatements(texts, dealerId))
    missing.push(
      `content.finance.dealers["${dealerId}"] (legalName, a brokerStatement that names it as a broker, fcaStatus, address, commission)`,
    );
  if (dealerId && !isListedHost(ownValue(settings?.dealerHosts ?? {}, dealerId), pageHost))
    missing.push(
      `configuration.finance.dealerHosts["${dealerId}"] (with ${JSON.stringify(pageHost)}: a dealer’s statements show only on its own sites)`,
    );
  if (oem && !dealerId) missing.push('dealer-id (a manufacturer’s page is a credit broker’s, with its own statements)');
  else if (!dealerId && !isListedHost(settings?.lenderHosts, pageHost))
    missing.push(
      `dealer-id (${JSON.stringify(pageHost)} is not one of the lender’s own sites in configuration.finance.lenderHosts, so this page is a credit broker’s, with its own statements)`,
    );
  return missing;
}

/** Whether `vehicle` is one of `catalogue`'s descriptions, as read (case, spacing and apostrophes aside). */
function inCatalogue(vehicle: string, catalogue: readonly string[]): boolean {
  const wanted = asRead(vehicle);
  return catalogue.some((description) => asRead(description) === wanted);
}

/**
 * Whether `pageHost` is in `hosts`: exact host names, whatever the case the browser gives it in, and with or without
 * the final dot of a fully qualified name (`www.lender.co.uk.` is the same site).
 */
function isListedHost(hosts: readonly string[] | undefined, pageHost: string): boolean {
  const host = pageHost.toLowerCase().replace(/\.$/, '');
  return host !== '' && Array.isArray(hosts) && hosts.includes(host);
}
