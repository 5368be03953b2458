import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectedExcessCharge } from '../finance/excess-mileage.ts';
import { costOverTime, type KeepCosts, type SwitchCosts, yearsToMonths } from './cost-over-time.ts';

const petrol: KeepCosts = { label: 'Your petrol car', monthlyRunning: 150, yearlyTax: 180 };

const vehicle = (changes: Partial<SwitchCosts>): SwitchCosts => ({
  id: 'mg4',
  label: 'MG4 SE',
  upfront: 0,
  monthlyPayment: 0,
  paymentMonths: 0,
  monthlyEnergy: 0,
  yearlyTax: 0,
  excessMileage: 0,
  ...changes,
});

describe('hand-worked agreements', () => {
  it('adds a £2,000 deposit, 36 × £300, £40 a month charging and £195 tax from year 2: £14,630 against £5,940', () => {
    const series = costOverTime({
      months: 36,
      current: petrol,
      vehicles: [vehicle({ upfront: 2000, monthlyPayment: 300, paymentMonths: 36, monthlyEnergy: 40, yearlyTax: 195 })],
    });
    const [mg4] = series.vehicles;
    // 2,000 + 300 × 36 + 40 × 36 + 195 × 2 = 2,000 + 10,800 + 1,440 + 390: the new car's first year of tax is in
    // its on-the-road price. The petrol car pays every year: 150 × 36 + 180 × 3 = 5,400 + 540.
    expect(mg4?.total).toBe(14630);
    expect(series.current.total).toBe(5940);
    expect(series.current.parts).toEqual({ fuel: 5400, tax: 540 });
    expect(mg4?.difference).toBe(8690);
    expect(mg4?.parts).toEqual({ finance: 12800, energy: 1440, tax: 390, duty: 0, excess: 0 });
    // Month 0 is the deposit; month 1 adds a payment and a month's charging; month 13 the first £16.25 of tax.
    expect(mg4?.cumulative.slice(0, 3)).toEqual([2000, 2340, 2680]);
    expect(mg4?.cumulative.slice(12, 14)).toEqual([6080, 6436.25]);
    expect(series.current.cumulative.slice(0, 3)).toEqual([0, 165, 330]);
    expect(mg4?.cumulative).toHaveLength(37);
    // The lines never cross: switching does not pay off within the term.
    expect(mg4?.payOffMonth).toBeNull();
  });

  it('sums to the penny where floating point would drift: 36 × £59.06 is £2,126.16', () => {
    const series = costOverTime({
      months: 36,
      current: { label: 'Diesel', monthlyRunning: 0.1, yearlyTax: 0 },
      vehicles: [vehicle({ monthlyEnergy: 59.06, upfront: 1.005 })],
    });
    // £1.005 is read as written, 101p, not the 100p its double would round to.
    expect(series.vehicles[0]?.total).toBe(2127.17);
    // 3 × 10p is £0.30, not the 0.30000000000000004 that 3 × 0.1 gives.
    expect(series.current.cumulative[3]).toBe(0.3);
    expect(series.current.total).toBe(3.6);
  });

  it('takes tax pro rata by month, rounded half up, the yearly tax at month 12 and a new car’s from month 13', () => {
    const series = costOverTime({
      months: 24,
      current: { label: 'Old car', monthlyRunning: 0, yearlyTax: 20.1 },
      vehicles: [vehicle({ yearlyTax: 190 })],
    });
    // £20.10 is 2,010p: 167.5p at month 1 rounds up to £1.68; 335p; 502.5p rounds up to £5.03.
    expect(series.current.cumulative.slice(0, 4)).toEqual([0, 1.68, 3.35, 5.03]);
    expect(series.current.cumulative[12]).toBe(20.1);
    expect(series.current.total).toBe(40.2);
    // The new car's first year is in its price. Then £190 is 19,000p: 1,583.33p is £15.83, 3,166.67p is £31.67,
    // the sixth month of its second year is £95.
    expect(series.vehicles[0]?.cumulative.slice(0, 13)).toEqual(Array(13).fill(0));
    expect(series.vehicles[0]?.cumulative.slice(13, 15)).toEqual([15.83, 31.67]);
    expect(series.vehicles[0]?.cumulative[18]).toBe(95);
    expect(series.vehicles[0]?.total).toBe(190);
  });

  it('reports a PCP’s optional final payment beside the total, never in it', () => {
    const series = costOverTime({
      months: 48,
      current: petrol,
      vehicles: [
        vehicle({
          upfront: 3000,
          monthlyPayment: 249,
          paymentMonths: 47,
          finalPayment: 11_450.5,
          monthlyEnergy: 35.5,
        }),
      ],
    });
    const [pcp] = series.vehicles;
    // 3,000 + 249 × 47 + 35.50 × 48 = 3,000 + 11,703 + 1,704; month 48 has no payment: the final payment is optional.
    expect(pcp?.total).toBe(16407);
    expect(pcp?.cumulative.slice(46)).toEqual([16_087, 16_371.5, 16_407]);
    expect(pcp?.finalPayment).toBe(11450.5);
    expect(pcp?.parts).toEqual({ finance: 14703, energy: 1704, tax: 0, duty: 0, excess: 0 });
    expect(series.current.total).toBe(7920);
    // Handed back, the visitor has no car against keeping their own: no month "pays off", even where its line is
    // below the current car's throughout (£600 a month of fuel: £28,800 against £16,407).
    const dear = costOverTime({
      months: 48,
      current: { ...petrol, monthlyRunning: 600 },
      vehicles: [vehicle({ upfront: 3000, monthlyPayment: 249, paymentMonths: 47, finalPayment: 11_450.5 })],
    });
    expect(dear.vehicles[0]?.difference).toBeLessThan(0);
    expect(dear.vehicles[0]?.payOffMonth).toBeNull();
    expect(
      'finalPayment' in (costOverTime({ months: 12, current: petrol, vehicles: [vehicle({})] }).vehicles[0] ?? {}),
    ).toBe(false);
  });
});

describe('mileage duty (eVED)', () => {
  it('charges £234 a year from month 17 of 48: 32 months, £624, and nothing before', () => {
    const series = costOverTime({
      months: 48,
      current: petrol,
      vehicles: [vehicle({ monthlyEnergy: 59.06, yearlyTax: 195, yearlyDuty: 234, dutyFirstMonth: 17 })],
    });
    const [mg4] = series.vehicles;
    // 59.06 × 48 + 195 × 3 + 234 × 32 ÷ 12 = 2,834.88 + 585 + 624.
    expect(mg4?.parts).toEqual({ finance: 0, energy: 2834.88, tax: 585, duty: 624, excess: 0 });
    expect(mg4?.total).toBe(4043.88);
    // Month 16 has 16 months of energy and 4 of tax; month 17 adds the first £19.50 of duty.
    expect(mg4?.cumulative[16]).toBe(1009.96); // 944.96 + 65
    expect(mg4?.cumulative[17]).toBe(1104.77); // 1,004.02 + 81.25 + 19.50
  });

  it('charges none without a first month, and none when it falls after the last', () => {
    const without = costOverTime({ months: 24, current: petrol, vehicles: [vehicle({ yearlyDuty: 234 })] });
    expect(without.vehicles[0]?.total).toBe(0);
    const later = costOverTime({
      months: 24,
      current: petrol,
      vehicles: [vehicle({ yearlyDuty: 234, dutyFirstMonth: 25 })],
    });
    expect(later.vehicles[0]?.parts.duty).toBe(0);
    expect(() =>
      costOverTime({ months: 24, current: petrol, vehicles: [vehicle({ yearlyDuty: 234, dutyFirstMonth: 0 })] }),
    ).toThrow(/dutyFirstMonth/);
  });
});

describe('agreements of different lengths', () => {
  it('ends a 36-month PCP at month 36 beside a 48-month one, and compares it with keeping the car for 36 months', () => {
    const series = costOverTime({
      months: 48,
      current: petrol,
      vehicles: [
        vehicle({
          id: 'short',
          upfront: 2000,
          monthlyPayment: 300,
          paymentMonths: 36,
          months: 36,
          finalPayment: 12_000,
          monthlyEnergy: 40,
          yearlyTax: 195,
          excessMileage: 120,
        }),
        vehicle({ id: 'long', upfront: 2000, monthlyPayment: 240, paymentMonths: 48, months: 48, monthlyEnergy: 40 }),
      ],
    });
    const [short, long] = series.vehicles;
    // 2,000 + 300 × 36 + 40 × 36 + 195 × 2 + 120 excess at its own end, month 36: not 12 months more of charging
    // and tax with nothing to pay, as if the car were still the visitor's after it was handed back.
    expect(short?.months).toBe(36);
    expect(short?.cumulative).toHaveLength(37);
    expect(short?.total).toBe(14750);
    expect(short?.parts).toEqual({ finance: 12800, energy: 1440, tax: 390, duty: 0, excess: 120 });
    // 2,000 + 300 × 35 + 40 × 35 + 23 months of tax (£373.75).
    expect(short?.cumulative[35]).toBe(14273.75);
    // Keeping the petrol car for the same 36 months: 150 × 36 + 180 × 3 = £5,940.
    expect(series.current.cumulative[36]).toBe(5940);
    expect(short?.difference).toBe(8810);
    expect(short?.payOffMonth).toBeNull();
    // The longer agreement and the current car run the whole 48 months.
    expect(long?.months).toBe(48);
    expect(long?.total).toBe(2000 + 240 * 48 + 40 * 48);
    expect(series.current.months).toBe(48);
    expect(series.current.total).toBe(7920);
  });

  it('never runs a vehicle past the span, and refuses months that are not a whole number from 1', () => {
    const series = costOverTime({
      months: 24,
      current: petrol,
      vehicles: [vehicle({ months: 60, monthlyEnergy: 10 })],
    });
    expect(series.vehicles[0]?.months).toBe(24);
    expect(series.vehicles[0]?.total).toBe(240);
    expect(() => costOverTime({ months: 24, current: petrol, vehicles: [vehicle({ months: 0 })] })).toThrow(RangeError);
    expect(() => costOverTime({ months: 24, current: petrol, vehicles: [vehicle({ months: 1.5 })] })).toThrow(
      RangeError,
    );
  });
});

describe('the pay-off month', () => {
  it('is month 1 when switching costs less from the first month: £0 deposit, £100 a month, £40 charging', () => {
    const series = costOverTime({
      months: 36,
      current: petrol,
      vehicles: [vehicle({ monthlyPayment: 100, paymentMonths: 36, monthlyEnergy: 40, yearlyTax: 195 })],
    });
    const [mg4] = series.vehicles;
    // £140 against £165 at month 1 (its tax from month 13); £5,430 against £5,940 at the end.
    expect(mg4?.cumulative[1]).toBe(140);
    expect(mg4?.payOffMonth).toBe(1);
    expect(mg4?.total).toBe(5430);
    expect(mg4?.difference).toBe(-510);
  });

  it('is the last month when the lines meet only there: £1,200 deposit, 24 × £100, £50 charging against £200', () => {
    const series = costOverTime({
      months: yearsToMonths(2),
      current: { label: 'Your diesel car', monthlyRunning: 200, yearlyTax: 97.5 },
      vehicles: [vehicle({ upfront: 1200, monthlyPayment: 100, paymentMonths: 24, monthlyEnergy: 50, yearlyTax: 195 })],
    });
    const [mg4] = series.vehicles;
    // 1,200 + 2,400 + 1,200 + 195 (its second year's tax) against 4,800 + 2 × 97.50: equal costs count as paid off.
    expect(mg4?.total).toBe(4995);
    expect(series.current.total).toBe(4995);
    expect(mg4?.difference).toBe(0);
    // 1,200 + 150 × 23 + 11 months of £195; 200 × 23 + 23 months of £97.50 (£186.875, half up).
    expect(mg4?.cumulative[23]).toBe(4828.75);
    expect(series.current.cumulative[23]).toBe(4786.88);
    expect(mg4?.payOffMonth).toBe(24);
  });

  describe('when the excess mileage charge at the end crosses the lines back', () => {
    // 15,000 miles a year on a 10,000-mile allowance, 36 months at 10p a mile: £1,500 at the end.
    const excess = expectedExcessCharge({
      visitorAnnualMiles: 15_000,
      allowance: 10_000,
      pencePerMile: 10,
      termMonths: 36,
    });
    // No tax on either side: the lines are the deposit, payments and energy alone.
    const agreement = (excessMileage: number) =>
      costOverTime({
        months: 36,
        current: { label: 'Your petrol car', monthlyRunning: 320, yearlyTax: 0 },
        vehicles: [
          vehicle({
            upfront: 2500,
            monthlyPayment: 150,
            paymentMonths: 36,
            monthlyEnergy: 60,
            excessMileage,
          }),
        ],
      }).vehicles[0];

    it('pays off from month 23 without the charge: £2,500 deposit, £210 a month against £320', () => {
      expect(excess).toBe(1500);
      const within = agreement(0);
      // The difference is 2,500 − 110 × m: £80 more at month 22, £30 less at month 23.
      expect(within?.payOffMonth).toBe(23);
      expect(within?.total).toBe(10060);
      expect(within?.difference).toBe(-1460);
    });

    it('does not pay off within the term once £1,500 is charged at the end (£40 more), though the lines crossed', () => {
      const over = agreement(excess);
      expect(over?.cumulative[35]).toBe(9850);
      expect(over?.total).toBe(11560);
      expect(over?.parts).toEqual({ finance: 7900, energy: 2160, tax: 0, duty: 0, excess: 1500 });
      expect(over?.difference).toBe(40);
      expect(over?.payOffMonth).toBeNull();
    });

    it('keeps month 23 when the charge brings the total level with the current car’s', () => {
      const level = agreement(1460);
      expect(level?.difference).toBe(0);
      expect(level?.payOffMonth).toBe(23);
    });
  });
});

describe('the choice of years and the inputs', () => {
  it('turns 1 to 6 whole years into months, and refuses anything else', () => {
    expect([1, 2, 3, 4, 5, 6].map(yearsToMonths)).toEqual([12, 24, 36, 48, 60, 72]);
    for (const years of [0, 7, 2.5, Number.NaN, -1]) expect(() => yearsToMonths(years)).toThrow(RangeError);
  });

  it('refuses months that are not a whole number from 1, and amounts that are negative or not finite', () => {
    expect(() => costOverTime({ months: 0, current: petrol, vehicles: [] })).toThrow(RangeError);
    expect(() => costOverTime({ months: 12.5, current: petrol, vehicles: [] })).toThrow(RangeError);
    expect(() => costOverTime({ months: 12, current: petrol, vehicles: [vehicle({ upfront: -1 })] })).toThrow(
      /upfront/,
    );
    expect(() =>
      costOverTime({ months: 12, current: petrol, vehicles: [vehicle({ monthlyEnergy: Number.NaN })] }),
    ).toThrow(/monthlyEnergy/);
    expect(() => costOverTime({ months: 12, current: petrol, vehicles: [vehicle({ paymentMonths: 1.5 })] })).toThrow(
      /paymentMonths/,
    );
  });
});

describe('properties', () => {
  /** Whole pence, and the pounds they make: the parts are summed from the pence, independently of the module. */
  const pennies = (max: number) => fc.integer({ min: 0, max });
  const switchCosts = fc.record({
    upfront: pennies(5_000_000),
    monthlyPayment: pennies(200_000),
    paymentMonths: fc.integer({ min: 0, max: 72 }),
    finalPayment: fc.option(pennies(3_000_000), { nil: undefined }),
    monthlyEnergy: pennies(100_000),
    yearlyTax: pennies(100_000),
    excessMileage: pennies(500_000),
    months: fc.option(fc.integer({ min: 1, max: 72 }), { nil: undefined }),
    duty: fc.option(fc.record({ yearly: pennies(100_000), firstMonth: fc.integer({ min: 1, max: 80 }) }), {
      nil: undefined,
    }),
  });
  const keepCosts = fc.record({ monthlyRunning: pennies(100_000), yearlyTax: pennies(100_000) });
  const scenario = fc.record({
    months: fc.integer({ min: 1, max: 72 }),
    current: keepCosts,
    vehicles: fc.array(switchCosts, { maxLength: 4 }),
  });
  type Scenario = typeof scenario extends fc.Arbitrary<infer Value> ? Value : never;
  const run = ({ months, current, vehicles }: Scenario) =>
    costOverTime({
      months,
      current: { label: 'Current', monthlyRunning: current.monthlyRunning / 100, yearlyTax: current.yearlyTax / 100 },
      vehicles: vehicles.map((costs, index) => ({
        id: `v${index}`,
        label: `Vehicle ${index}`,
        upfront: costs.upfront / 100,
        monthlyPayment: costs.monthlyPayment / 100,
        paymentMonths: costs.paymentMonths,
        ...(costs.finalPayment === undefined ? {} : { finalPayment: costs.finalPayment / 100 }),
        monthlyEnergy: costs.monthlyEnergy / 100,
        yearlyTax: costs.yearlyTax / 100,
        excessMileage: costs.excessMileage / 100,
        ...(costs.months === undefined ? {} : { months: costs.months }),
        ...(costs.duty === undefined
          ? {}
          : { yearlyDuty: costs.duty.yearly / 100, dutyFirstMonth: costs.duty.firstMonth }),
      })),
    });
  /** The months the vehicle at `index` runs for: its own, within the span. */
  const ownMonths = ({ months, vehicles }: Scenario, index: number) =>
    Math.min(vehicles[index]?.months ?? months, months);
  const toPence = (pounds: number | undefined) => Math.round((pounds ?? Number.NaN) * 100);

  it('gives months + 1 points per line (a vehicle its own months), never falling, ending at the total', () => {
    fc.assert(
      fc.property(scenario, (input) => {
        const series = run(input);
        expect(series.current.months).toBe(input.months);
        expect(series.vehicles.map((line) => line.months)).toEqual(input.vehicles.map((_, i) => ownMonths(input, i)));
        for (const line of [series.current, ...series.vehicles]) {
          expect(line.cumulative).toHaveLength(line.months + 1);
          line.cumulative.forEach((value, m) => {
            if (m > 0) expect(value).toBeGreaterThanOrEqual(line.cumulative[m - 1] ?? Number.POSITIVE_INFINITY);
            expect(Number.isInteger(toPence(value)) && Math.abs(value * 100 - toPence(value)) < 1e-6).toBe(true);
          });
          expect(line.cumulative[line.months]).toBe(line.total);
        }
        expect(series.current.cumulative[0]).toBe(0);
      }),
    );
  });

  it('makes each total the sum of its parts in pence, without the final payment, and the difference exact', () => {
    fc.assert(
      fc.property(scenario, (input) => {
        const { months, current, vehicles } = input;
        const series = run(input);
        const taxFor = (yearly: number, over: number) => Math.floor((yearly * over) / 12 + 0.5);
        const keepFor = (over: number) => current.monthlyRunning * over + taxFor(current.yearlyTax, over);
        const currentPence = keepFor(months);
        expect(toPence(series.current.total)).toBe(currentPence);
        expect(toPence(series.current.parts.fuel) + toPence(series.current.parts.tax)).toBe(currentPence);
        vehicles.forEach((costs, index) => {
          const line = series.vehicles[index];
          const own = ownMonths(input, index);
          // A new car's tax from month 13; its duty from its own first month.
          const tax = taxFor(costs.yearlyTax, Math.max(0, own - 12));
          const duty = costs.duty ? taxFor(costs.duty.yearly, Math.max(0, own - costs.duty.firstMonth + 1)) : 0;
          const parts =
            costs.upfront +
            costs.monthlyPayment * Math.min(own, costs.paymentMonths) +
            costs.monthlyEnergy * own +
            tax +
            duty +
            costs.excessMileage;
          expect(toPence(line?.total)).toBe(parts);
          const stated = line?.parts;
          expect(
            stated && [stated.finance, stated.energy, stated.tax, stated.duty, stated.excess].map(toPence),
          ).toEqual([
            costs.upfront + costs.monthlyPayment * Math.min(own, costs.paymentMonths),
            costs.monthlyEnergy * own,
            tax,
            duty,
            costs.excessMileage,
          ]);
          expect(toPence(line?.cumulative[0])).toBe(costs.upfront);
          // Against keeping the car over the same months.
          expect(toPence(line?.difference)).toBe(parts - keepFor(own));
          expect(line?.finalPayment === undefined ? undefined : toPence(line.finalPayment)).toBe(costs.finalPayment);
        });
      }),
    );
  });

  it('takes exactly the yearly tax at every twelfth month', () => {
    fc.assert(
      fc.property(pennies(100_000), fc.integer({ min: 1, max: 6 }), (yearlyPence, years) => {
        const series = costOverTime({
          months: years * 12,
          current: { label: 'Current', monthlyRunning: 0, yearlyTax: yearlyPence / 100 },
          vehicles: [],
        });
        for (let year = 1; year <= years; year += 1)
          expect(toPence(series.current.cumulative[year * 12])).toBe(yearlyPence * year);
      }),
    );
  });

  it('pays off from a month only if the vehicle then stays at or below the current car to the end, and from the first', () => {
    fc.assert(
      fc.property(scenario, (input) => {
        const series = run(input);
        const current = series.current.cumulative.map(toPence);
        for (const line of series.vehicles) {
          const next = line.cumulative.map(toPence);
          const atOrBelow = (m: number) => (next[m] ?? 0) <= (current[m] ?? 0);
          const from = line.payOffMonth;
          // A PCP's totals are for handing the car back: never said to pay off.
          if (line.finalPayment !== undefined) {
            expect(from).toBeNull();
            continue;
          }
          if (from === null) {
            expect(atOrBelow(line.months)).toBe(false);
            continue;
          }
          expect(from).toBeGreaterThanOrEqual(1);
          for (let m = from; m <= line.months; m += 1) expect(atOrBelow(m)).toBe(true);
          // The first such month: the month before is above, or there is none from month 1.
          if (from > 1) expect(atOrBelow(from - 1)).toBe(false);
        }
      }),
    );
  });
});
