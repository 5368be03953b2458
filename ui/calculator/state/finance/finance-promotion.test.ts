import configuration from '@hcuk-genesis/mocks/data/api/v1/CostSavingCalculator/Configuration.json' with {
  type: 'json',
};
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { builtInTexts } from '../texts/built-in-texts.ts';
import { type CalculatorTexts, resolveTexts } from '../texts/calculator-texts.ts';
import { expectedExcessCharge, termYears } from './excess-mileage.ts';
import { withinRange } from './finance-request.ts';
import { dealerStatements, type FinanceSettings, missingFinanceSettings } from './finance-requirements.ts';
import { formatDay, quoteDatedLine, quoteDates } from './quote-dates.ts';
import { representativeRequest } from './representative-request.ts';

const settings = configuration.finance as FinanceSettings;
const texts: CalculatorTexts['finance'] = resolveTexts(configuration.content as never, 'en-GB', builtInTexts).finance;

describe('the representative example', () => {
  it('is the lender’s chosen figures from the configuration, for the product shown', () => {
    expect(representativeRequest(settings, 'pcp')).toEqual({
      product: 'PCP',
      price: 25995,
      deposit: 2600,
      term: 48,
      expectedMileage: 8000,
      vehicle: 'MG4 EV SE Standard Range 51kWh',
    });
    expect(representativeRequest(settings, 'hp')).toEqual({
      product: 'HP',
      price: 25995,
      deposit: 2600,
      term: 48,
      vehicle: 'MG4 EV SE Standard Range 51kWh',
    });
    expect(representativeRequest({ ...settings, representativeExamples: {} }, 'pcp')).toBeUndefined();
    expect(representativeRequest(undefined, 'hp')).toBeUndefined();
  });
});

describe('the required statements', () => {
  const base = { settings, texts, product: 'pcp' as const, dealerId: '', pageHost: '127.0.0.1' };
  it('are all there in the mock configuration, on a lender’s page and on a dealer’s', () => {
    expect(missingFinanceSettings(base)).toEqual([]);
    expect(missingFinanceSettings({ ...base, dealerId: 'd-1001' })).toEqual([]);
    expect(dealerStatements(texts, 'd-1001')?.legalName).toBe('Northway Motors Ltd');
  });

  it('find the dealer’s legal name in its broker statement whatever its case, spacing, apostrophes or full stop', () => {
    const statementOf = (legalName: string, brokerStatement: string) =>
      dealerStatements(
        {
          ...texts,
          dealers: {
            d: {
              legalName,
              brokerStatement,
              fcaStatus: `${legalName} is authorised and regulated by the Financial Conduct Authority.`,
              address: '1 High Street, Northway NW1 1AA',
              commission: 'We are paid a fixed fee.',
            },
          },
        },
        'd',
      );
    expect(
      statementOf('Northway Motors Ltd', 'NORTHWAY  MOTORS\u00a0LTD is a credit broker, not a lender.'),
    ).toBeDefined();
    expect(statementOf('O\u2019Neill Cars Ltd.', "O'Neill Cars Ltd is a credit broker, not a lender.")).toBeDefined();
    expect(statementOf('Northway Motors Ltd', 'Northway Motors is a credit broker, not a lender.')).toBeUndefined();
    // Named, but not said to be a broker: "your local MG dealer" is no broker statement (CONC 3.7).
    expect(statementOf('Northway Motors Ltd', 'Northway Motors Ltd, your local MG dealer.')).toBeUndefined();
    expect(
      statementOf('Northway Motors Ltd', 'Northway Motors Ltd is a CREDIT BROKER and not a lender.'),
    ).toBeDefined();
  });

  it('name each missing slot, so the calculator shows no finance without it', () => {
    expect(
      missingFinanceSettings({
        ...base,
        settings: {
          ...settings,
          representativeExamples: { HP: settings.representativeExamples?.HP },
        } as FinanceSettings,
        texts: { ...texts, lenderFcaStatus: ' ', lenderAddress: '' },
      }),
    ).toEqual([
      'configuration.finance.representativeExamples.PCP',
      'content.finance.lenderAddress',
      'content.finance.lenderFcaStatus',
    ]);
    expect(missingFinanceSettings({ ...base, dealerId: 'd-9999' })).toEqual([
      'content.finance.dealers["d-9999"] (legalName, a brokerStatement that names it as a broker, fcaStatus, address, commission)',
      'configuration.finance.dealerHosts["d-9999"] (with "127.0.0.1": a dealer’s statements show only on its own sites)',
    ]);
    // A manufacturer's page is a broker's: without its dealer-id, no finance (CONC 3.7, 4.5.3R).
    expect(missingFinanceSettings({ ...base, oem: true })).toEqual([
      'dealer-id (a manufacturer’s page is a credit broker’s, with its own statements)',
    ]);
    expect(missingFinanceSettings({ ...base, oem: true, dealerId: 'd-1001' })).toEqual([]);
    // A page off the lender's own sites is a broker's too: without its dealer-id, no finance (CONC 3.7.3R, 4.5.3R).
    const dealersSite = { ...base, pageHost: 'www.northway-motors.co.uk' };
    expect(missingFinanceSettings(dealersSite)).toEqual([
      'dealer-id ("www.northway-motors.co.uk" is not one of the lender’s own sites in configuration.finance.lenderHosts, so this page is a credit broker’s, with its own statements)',
    ]);
    const northwaySites = { ...settings, dealerHosts: { 'd-1001': ['www.northway-motors.co.uk'] } };
    expect(missingFinanceSettings({ ...dealersSite, settings: northwaySites, dealerId: 'd-1001' })).toEqual([]);
    // A subdomain, or a host that only ends with the lender's, is another site; the host name's case does not matter.
    const lenders = { ...settings, lenderHosts: ['www.lender.co.uk'] };
    expect(missingFinanceSettings({ ...base, settings: lenders, pageHost: 'WWW.Lender.co.uk' })).toEqual([]);
    expect(missingFinanceSettings({ ...base, settings: lenders, pageHost: 'www.lender.co.uk.' })).toEqual([]);
    expect(missingFinanceSettings({ ...base, settings: lenders, pageHost: 'offers.www.lender.co.uk' })).toHaveLength(1);
    expect(missingFinanceSettings({ ...base, settings: lenders, pageHost: 'evilwww.lender.co.uk' })).toHaveLength(1);
    // Without the list, no page is the lender's own: not even one the configuration used to cover.
    expect(missingFinanceSettings({ ...base, settings: { ...settings, lenderHosts: undefined } })).toHaveLength(1);
    // A dealer's statements show only on that dealer's own sites: a page that copies its dealer-id is refused.
    const copied = { ...base, dealerId: 'd-1001', pageHost: 'www.other-motors.co.uk' };
    expect(missingFinanceSettings(copied)).toEqual([
      'configuration.finance.dealerHosts["d-1001"] (with "www.other-motors.co.uk": a dealer’s statements show only on its own sites)',
    ]);
    const northway = { ...settings, dealerHosts: { 'd-1001': ['www.northway-motors.co.uk'] } };
    expect(missingFinanceSettings({ ...copied, settings: northway, pageHost: 'www.northway-motors.co.uk' })).toEqual(
      [],
    );
    // Also on the lender's own host: a dealer-id there is a dealer's page, which the dealer's list must name.
    expect(missingFinanceSettings({ ...copied, settings: northway, pageHost: '127.0.0.1' })).toHaveLength(1);
    // A dealer without an entry shows no finance anywhere (an inherited name, below).
    expect(
      missingFinanceSettings({ ...base, settings: { ...settings, dealerHosts: {} }, dealerId: 'd-1001' }),
    ).toHaveLength(1);
    const noCommission = { ...texts, dealers: { 'd-1001': { ...texts.dealers['d-1001'], commission: '' } } };
    expect(missingFinanceSettings({ ...base, texts: noCommission as never, dealerId: 'd-1001' })).toHaveLength(1);
    // A broker's FCA status and its postal address are in every promotion it makes (CONC 3.7, 3.5.3R(1)(b)).
    for (const left of ['fcaStatus', 'address'])
      expect(
        missingFinanceSettings({
          ...base,
          texts: { ...texts, dealers: { 'd-1001': { ...texts.dealers['d-1001'], [left]: ' ' } } } as never,
          dealerId: 'd-1001',
        }),
        left,
      ).toHaveLength(1);
    // A dealer id that is a property of every object is no dealer, and has no sites.
    expect(missingFinanceSettings({ ...base, dealerId: 'constructor' })).toHaveLength(2);
    // Built-in texts carry no lender statements: a configuration must give them.
    expect(missingFinanceSettings({ ...base, texts: builtInTexts.finance })).toContain('content.finance.lender');
  });

  it('show the lender’s general example on a brand’s page only where it is for one of the brand’s own cars', () => {
    // The general example is an MG4's (the mock's); Kia has its own (representativeExamplesByBrand.Kia).
    const mg = ['MG4 EV SE Standard Range 51kWh', 'MG HS Plug-in Hybrid SE'];
    const toyota = ['Toyota Corolla 1.8 Hybrid Icon', 'Toyota bZ4X Icon FWD 57.7kWh'];
    expect(missingFinanceSettings({ ...base, brand: 'MG', catalogue: mg })).toEqual([]);
    // An MG4's figures on a Toyota page are not representative of the Toyota business it brings (CONC 3.5.5R).
    expect(missingFinanceSettings({ ...base, brand: 'Toyota', catalogue: toyota })).toEqual([
      'configuration.finance.representativeExamplesByBrand["Toyota"].PCP (the general example is for "MG4 EV SE Standard Range 51kWh", not one of this page’s Toyota cars)',
    ]);
    // The name as read: case and spacing aside.
    expect(missingFinanceSettings({ ...base, brand: 'MG', catalogue: ['mg4 ev se  standard range 51KWH'] })).toEqual(
      [],
    );
    // A brand with its own example shows that, whatever the general one is for.
    expect(
      missingFinanceSettings({ ...base, brand: 'Kia', catalogue: ['Kia EV3 Air Standard Range 58.3kWh'] }),
    ).toEqual([]);
  });
});

describe('the expected excess mileage charge', () => {
  it('costs the visitor’s miles over the allowance at the charge, over the term', () => {
    // 36,400 miles a year against the lender's 30,000 maximum, 6p a mile over 48 months: 25,600 miles, £1,536.
    expect(
      expectedExcessCharge({ visitorAnnualMiles: 36_400, allowance: 30_000, pencePerMile: 6, termMonths: 48 }),
    ).toBe(1536);
    // 18,200 miles quoted at 18,000: 200 a year over 3 years at 6p.
    expect(
      expectedExcessCharge({ visitorAnnualMiles: 18_200, allowance: 18_000, pencePerMile: 6, termMonths: 36 }),
    ).toBe(36);
    expect(expectedExcessCharge({ visitorAnnualMiles: 8000, allowance: 8000, pencePerMile: 6, termMonths: 48 })).toBe(
      0,
    );
    expect(
      expectedExcessCharge({ visitorAnnualMiles: 50_000, allowance: null, pencePerMile: null, termMonths: 48 }),
    ).toBe(0);
    expect(termYears(48)).toBe('4');
    expect(termYears(42)).toBe('3.5');
  });

  it('grows with every mile over and is never negative (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 5000, max: 30_000 }),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 12, max: 60 }),
        (miles, allowance, pence, term) => {
          const charge = expectedExcessCharge({
            visitorAnnualMiles: miles,
            allowance,
            pencePerMile: pence,
            termMonths: term,
          });
          const more = expectedExcessCharge({
            visitorAnnualMiles: miles + 1000,
            allowance,
            pencePerMile: pence,
            termMonths: term,
          });
          return charge >= 0 && more >= charge && (miles <= allowance ? charge === 0 : more > charge);
        },
      ),
    );
  });

  it('starts from the visitor’s own mileage, in the lender’s band, rounded up so the allowance covers it', () => {
    const band = { min: 5000, max: 30_000, step: 1000, default: 10_000 };
    expect(withinRange(18_200, band, true)).toBe(19_000);
    expect(withinRange(11_440, band, true)).toBe(12_000);
    expect(withinRange(7800, band, true)).toBe(8000);
    expect(withinRange(8000, band, true)).toBe(8000);
    expect(withinRange(36_400, band, true)).toBe(30_000);
    expect(withinRange(1000, band, true)).toBe(5000);
    // A choice from the lender's own list, or a moved one, is taken to the nearest step.
    expect(withinRange(18_200, band)).toBe(18_000);
  });
});

describe('the quote’s dates', () => {
  const arrived = Date.UTC(2026, 10, 25, 10, 30);
  it('takes the lender’s own dates where the answer has them', () => {
    const dates = quoteDates({ quotedAt: '2026-11-24T09:00:00Z', validUntil: '2026-12-08' }, arrived, 30);
    expect([formatDay(dates.quotedOn), dates.validUntil && formatDay(dates.validUntil)]).toEqual([
      '24 November 2026',
      '8 December 2026',
    ]);
  });
  it('else the day it arrived and the configured number of days', () => {
    const dates = quoteDates({}, arrived, 30);
    expect(quoteDatedLine(dates, builtInTexts.finance)).toBe(
      'Quoted on 25 November 2026, valid until 25 December 2026.',
    );
    expect(quoteDatedLine(quoteDates({ quotedAt: 'not a date' }, arrived, 14), builtInTexts.finance)).toBe(
      'Quoted on 25 November 2026, valid until 9 December 2026.',
    );
  });
  it('gives no end the lender did not give: dated, but no “valid until” of the calculator’s own', () => {
    const dates = quoteDates({}, arrived);
    expect(dates.validUntil).toBeUndefined();
    expect(quoteDatedLine(dates, builtInTexts.finance)).toBe('Quoted on 25 November 2026');
    expect(quoteDatedLine(quoteDates({ validUntil: '2026-12-08' }, arrived), builtInTexts.finance)).toBe(
      'Quoted on 25 November 2026, valid until 8 December 2026.',
    );
    // A day that is no real day is no end the lender gave: not rolled over to 2 March, nor read the American way.
    expect(quoteDates({ validUntil: '2026-02-30' }, arrived).validUntil).toBeUndefined();
    expect(quoteDates({ validUntil: '08/12/2026' }, arrived).validUntil).toBeUndefined();
  });
  it('counts days in the UK, across the clocks going back, and shows the same days to a visitor abroad', () => {
    // 00:30 on 20 October in London (BST) is 23:30 on the 19th in UTC; 30 days on is 19 November, whatever the clocks.
    const lateNight = quoteDates({ quotedAt: '2026-10-19T23:30:00Z' }, arrived, 30);
    expect(quoteDatedLine(lateNight, builtInTexts.finance)).toBe(
      'Quoted on 20 October 2026, valid until 19 November 2026.',
    );
    const visitorZone = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      expect(quoteDatedLine(lateNight, builtInTexts.finance)).toBe(
        'Quoted on 20 October 2026, valid until 19 November 2026.',
      );
      expect(quoteDatedLine(quoteDates({ validUntil: '2026-12-25' }, arrived), builtInTexts.finance)).toBe(
        'Quoted on 25 November 2026, valid until 25 December 2026.',
      );
    } finally {
      if (visitorZone === undefined) delete process.env.TZ;
      else process.env.TZ = visitorZone;
    }
  });
});
