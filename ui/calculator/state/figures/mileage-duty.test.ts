import configuration from '@hcuk-genesis/mocks/data/api/v1/CostSavingCalculator/Configuration.json' with {
  type: 'json',
};
import { describe, expect, it } from 'vitest';
import { builtInTexts } from '../texts/built-in-texts.ts';
import {
  dutyPencePerMile,
  type MileageDutyCard,
  mileageDutyFirstMonth,
  mileageDutyNote,
  mileageDutyStart,
  yearlyMileageDuty,
} from './mileage-duty.ts';

const rates = configuration.mileageDuty;
const t = builtInTexts.compare;
const today = Date.parse('2026-11-27T12:00:00Z');
const mg4: MileageDutyCard = { powerTrain: 'bev', annualMiles: 7800, period: 'annual', saving: 362.96 };

it('charges 3p a mile for an electric car and 1.5p for a plug-in hybrid, none for a hybrid that does not plug in', () => {
  expect(dutyPencePerMile('bev', rates)).toBe(3);
  expect(dutyPencePerMile('phev', rates)).toBe(1.5);
  expect(dutyPencePerMile('hev', rates)).toBe(0);
  // 7,800 miles: £234 and £117 a year; 7,777 miles at 1.5p is 11,665.5p, £116.66 to the penny.
  expect(yearlyMileageDuty(3, 7800)).toBe(234);
  expect(yearlyMileageDuty(1.5, 7800)).toBe(117);
  expect(yearlyMileageDuty(1.5, 7777)).toBe(116.66);
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

describe('the note beside a headline', () => {
  it('says what an electric car pays at the visitor’s miles from April 2028, and the saving with it', () => {
    expect(mileageDutyNote(mg4, rates, today, t)).toEqual([
      'From April 2028, electric cars are to pay 3p a mile on top of vehicle tax (eVED), about £234 a year at your mileage, which these figures leave out.',
      'Estimated saving: about £129 a year with it, at today’s prices.',
    ]);
  });

  it('says it in the period shown, and for a plug-in hybrid at its own rate', () => {
    const monthly = { ...mg4, period: 'monthly' as const, saving: 30.25 };
    expect(mileageDutyNote(monthly, rates, today, t)).toEqual([
      'From April 2028, electric cars are to pay 3p a mile on top of vehicle tax (eVED), about £19.50 a month at your mileage, which these figures leave out.',
      'Estimated saving: about £10.75 a month with it, at today’s prices.',
    ]);
    const niro = { powerTrain: 'phev' as const, annualMiles: 7800, period: 'weekly' as const, saving: 5 };
    expect(mileageDutyNote(niro, rates, today, t)?.[0]).toBe(
      'From April 2028, plug-in hybrids are to pay 1.5p a mile on top of vehicle tax (eVED), about £2.25 a week at your mileage, which these figures leave out.',
    );
  });

  it('turns a small saving into a cost where the duty is more, and says so in words', () => {
    expect(mileageDutyNote({ ...mg4, saving: 100 }, rates, today, t)?.[1]).toBe(
      'Estimated to cost about £134 more a year with it, at today’s prices.',
    );
  });

  it('says it is charged once it has started, and nothing for a hybrid or without the rates', () => {
    expect(mileageDutyNote(mg4, rates, Date.parse('2028-05-01T12:00:00Z'), t)?.[0]).toMatch(
      /^Since April 2028, electric cars pay 3p a mile/,
    );
    expect(mileageDutyNote({ ...mg4, powerTrain: 'hev' }, rates, today, t)).toBeUndefined();
    expect(mileageDutyNote(mg4, undefined, today, t)).toBeUndefined();
  });
});
