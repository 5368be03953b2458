import configuration from '@hcuk-genesis/mocks/data/api/v1/CostSavingCalculator/Configuration.json' with {
  type: 'json',
};
import { describe, expect, it } from 'vitest';
import { builtInTexts } from '../texts/built-in-texts.ts';
import {
  dutyPencePerMile,
  type MileageDutyCard,
  mileageDutyEnded,
  mileageDutyFirstMonth,
  mileageDutyOnCard,
  mileageDutyStart,
  yearlyMileageDuty,
} from './mileage-duty.ts';

const rates = configuration.mileageDuty;
const t = builtInTexts.compare;
const today = Date.parse('2026-11-27T12:00:00Z');
const mg4: MileageDutyCard = {
  powerTrain: 'bev',
  annualMiles: 7800,
  exampleMiles: false,
  period: 'annual',
  saving: 362.96,
  counted: false,
};

it('charges 3p a mile for an electric car and 1.5p for a plug-in hybrid, none for a hybrid that does not plug in', () => {
  expect(dutyPencePerMile('bev', rates)).toBe(3);
  expect(dutyPencePerMile('phev', rates)).toBe(1.5);
  expect(dutyPencePerMile('hev', rates)).toBe(0);
  // 7,800 miles: £234 and £117 a year; 7,777 miles at 1.5p is 11,665.5p, £116.66 to the penny.
  expect(yearlyMileageDuty(3, 7800)).toBe(234);
  expect(yearlyMileageDuty(1.5, 7800)).toBe(117);
  expect(yearlyMileageDuty(1.5, 7777)).toBe(116.66);
  // 7,011 miles a year arrive as 134.827 a week × 52 = 7010.999999999999: read as written, £105.17.
  expect(yearlyMileageDuty(1.5, (7011 / 52) * 52)).toBe(105.17);
});

describe('when it starts', () => {
  it('starts on 1 April 2028 in the UK: 00:30 in London is still 31 March in UTC', () => {
    expect(mileageDutyStart(rates, today)?.started).toBe(false);
    expect(mileageDutyStart(rates, Date.parse('2028-03-31T22:30:00Z'))?.started).toBe(false);
    expect(mileageDutyStart(rates, Date.parse('2028-03-31T23:30:00Z'))?.started).toBe(true);
    expect(mileageDutyStart({ ...rates, from: '2028-02-30' }, today)).toBeUndefined();
    expect(mileageDutyStart(undefined, today)).toBeUndefined();
  });

  it('is first charged in month 17 of a span from 27 November 2026: month 17 runs from 27 March to 27 April 2028', () => {
    expect(mileageDutyFirstMonth(rates, today)).toBe(17);
    // From 31 January, a month on is 29 February, two are 31 March (still before the start), three 30 April.
    expect(mileageDutyFirstMonth(rates, Date.parse('2028-01-31T12:00:00Z'))).toBe(3);
    // The month holding the first day counts whole, the day before it starts as much as once it has.
    expect(mileageDutyFirstMonth(rates, Date.parse('2028-03-31T12:00:00Z'))).toBe(1);
    expect(mileageDutyFirstMonth(rates, Date.parse('2030-06-01T12:00:00Z'))).toBe(1);
    expect(mileageDutyFirstMonth({ ...rates, from: 'April 2028' }, today)).toBeUndefined();
    expect(mileageDutyFirstMonth({ ...rates, from: '2200-04-01' }, today)).toBeUndefined();
  });
});

describe('the card', () => {
  const texts = (on: ReturnType<typeof mileageDutyOnCard>) =>
    on?.headlines?.map((line) => `${line.tone}: ${line.text}`);

  it('heads an electric car with its saving until March 2028 and with the duty from April, and says the duty', () => {
    const card = mileageDutyOnCard(mg4, rates, today, t);
    expect(texts(card)).toEqual([
      'saves: Estimated saving: about £363 a year until March 2028',
      'saves: Estimated saving: about £129 a year from April 2028, after the mileage duty (eVED)',
    ]);
    expect(card?.note).toBe(
      'From April 2028, electric cars are to pay 3p a mile on top of vehicle tax (eVED): about £234 a year at your mileage, at today’s rate. The other figures on this card leave it out.',
    );
    // The month the card's other savings hold until.
    expect(card?.untilMonth).toBe('March 2028');
    expect(mileageDutyOnCard(mg4, rates, Date.parse('2028-05-01T12:00:00Z'), t)?.untilMonth).toBeUndefined();
  });

  it('says a saving the duty turns into a cost as a cost, at the same size, in the period shown', () => {
    // A plug-in hybrid saving £2.78 a month pays £9.75 a month of duty at 7,800 miles (1.5p a mile).
    const niro = { ...mg4, powerTrain: 'phev' as const, period: 'monthly' as const, saving: 2.78 };
    const card = mileageDutyOnCard(niro, rates, today, t);
    expect(texts(card)).toEqual([
      'saves: Estimated saving: about £2.78 a month until March 2028',
      'costs-more: Estimated to cost about £6.97 more a month from April 2028, after the mileage duty (eVED)',
    ]);
    expect(card?.note).toMatch(
      /^From April 2028, plug-in hybrids are to pay 1\.5p a mile .*: about £9\.75 a month at your mileage/,
    );
    const weekly = mileageDutyOnCard({ ...niro, period: 'weekly', saving: 5 }, rates, today, t);
    expect(weekly?.note).toContain('about £2.25 a week at your mileage');
  });

  it('says both lines in whole pounds when either is £100 or more, so they read alike', () => {
    // £196.71 a year less £117 of duty (1.5p on 7,800 miles) is £79.71, said as about £80 beside about £197.
    const niro = { ...mg4, powerTrain: 'phev' as const, saving: 196.71 };
    expect(texts(mileageDutyOnCard(niro, rates, today, t))).toEqual([
      'saves: Estimated saving: about £197 a year until March 2028',
      'saves: Estimated saving: about £80 a year from April 2028, after the mileage duty (eVED)',
    ]);
  });

  it('once it has started, heads the card with its figures and says whether they count the duty', () => {
    const after = Date.parse('2028-05-01T12:00:00Z');
    const counted = mileageDutyOnCard({ ...mg4, saving: 128.96, counted: true }, rates, after, t);
    expect(counted?.headlines).toBeUndefined();
    expect(counted?.note).toBe(
      'Since April 2028, electric cars pay 3p a mile on top of vehicle tax (eVED): about £234 a year at your mileage, counted in these figures.',
    );
    // Started, in figures without vehicle tax that leave it out: the headline is the saving with it all the same.
    const leftOut = mileageDutyOnCard(mg4, rates, after, t);
    expect(leftOut?.note).toMatch(/which these figures leave out\.$/);
    expect(texts(leftOut)).toEqual([
      'saves: Estimated saving: about £129 a year from April 2028, after the mileage duty (eVED)',
    ]);
    // Counted figures never get the two lines, even on a day the duty has not started.
    expect(mileageDutyOnCard({ ...mg4, counted: true }, rates, today, t)?.headlines).toBeUndefined();
  });

  it('says the duty at the example mileage, not "your mileage", while the miles are the example’s (CAP Code 3.1)', () => {
    const example = { ...mg4, exampleMiles: true };
    const after = Date.parse('2028-05-01T12:00:00Z');
    expect(mileageDutyOnCard(example, rates, today, t)?.note).toBe(
      'From April 2028, electric cars are to pay 3p a mile on top of vehicle tax (eVED): about £234 a year at the example mileage, at today’s rate. The other figures on this card leave it out.',
    );
    expect(mileageDutyOnCard({ ...example, counted: true }, rates, after, t)?.note).toBe(
      'Since April 2028, electric cars pay 3p a mile on top of vehicle tax (eVED): about £234 a year at the example mileage, counted in these figures.',
    );
    expect(mileageDutyOnCard(example, rates, after, t)?.note).toMatch(
      /at the example mileage, which these figures leave out\.$/,
    );
    // The lines beside it are the same figures either way.
    expect(texts(mileageDutyOnCard(example, rates, today, t))).toEqual(texts(mileageDutyOnCard(mg4, rates, today, t)));
  });

  it('says nothing for a hybrid that does not plug in, or without the rates', () => {
    expect(mileageDutyOnCard({ ...mg4, powerTrain: 'hev' }, rates, today, t)).toBeUndefined();
    expect(mileageDutyOnCard(mg4, undefined, today, t)).toBeUndefined();
  });
});

it('says the rate may have changed once its last day has passed, in the UK', () => {
  const ended = 'This rate applied until March 2029; check GOV.UK for today’s.';
  expect(mileageDutyEnded(rates, Date.parse('2029-03-31T22:30:00Z'), t)).toBeUndefined();
  expect(mileageDutyEnded(rates, Date.parse('2029-03-31T23:30:00Z'), t)).toBe(ended);
  expect(mileageDutyOnCard(mg4, rates, Date.parse('2029-06-01T12:00:00Z'), t)?.note).toBe(
    `Since April 2028, electric cars pay 3p a mile on top of vehicle tax (eVED): about £234 a year at your mileage, which these figures leave out. ${ended}`,
  );
  expect(mileageDutyEnded({ ...rates, validTo: undefined }, Date.parse('2031-01-01T12:00:00Z'), t)).toBeUndefined();
});
