/**
 * The number plate's rules with real values: normalisation as typed or pasted, the UK formats of the admin document's
 * `RegistrationMark`, mileage estimates worked by hand, and each mock vehicle named as the calculator shows it.
 */
import vehiclesFile from '@hcuk-genesis/mocks/data/api/v1/vrmlookup/vehicles.json';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mileageLimits } from './mileage-periods.ts';
import {
  calculatorFuelOf,
  describeVehicle,
  estimateAnnualMileage,
  isUkPlate,
  normalisePlate,
  type VrmData,
} from './number-plate.ts';

const vehicles = vehiclesFile as Record<string, VrmData>;
const today = new Date(2026, 10, 20);

describe('normalisePlate', () => {
  it.each([
    [' lb71 xke ', 'LB71XKE'],
    ['lb71\txke\n', 'LB71XKE'],
    ['LB71\u00A0XKE', 'LB71XKE'],
    ['\u2009LB71\u202FXKE\u3000', 'LB71XKE'],
    ['LB71\u200BXKE', 'LB71XKE'],
    ['a 123 bcd', 'A123BCD'],
    ['yk19-fhd', 'YK19FHD'],
    ['YK19\u2011FHD', 'YK19FHD'],
    ['LB71XKE', 'LB71XKE'],
    ['', ''],
  ])('normalises %j to %j', (typed, normalised) => {
    expect(normalisePlate(typed)).toBe(normalised);
  });

  const spacey = fc.string({
    unit: fc.constantFrom(' ', '\t', '\n', '\u00A0', '\u2009', '\u3000', '\uFEFF', 'l', 'b', 'X', '7', 'ß', 'é'),
  });

  it('is idempotent, and leaves no space and nothing to upper-case, for any string', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary' }), spacey), (typed) => {
        const once = normalisePlate(typed);
        expect(normalisePlate(once)).toBe(once);
        expect(once).not.toMatch(/\s/u);
        expect(once).not.toMatch(/[a-z]/);
        expect(once.toUpperCase()).toBe(once);
      }),
    );
  });
});

describe('isUkPlate', () => {
  it.each([
    ['current (since 2001)', 'LB71XKE'],
    ['prefix (1983 to 2001), one digit', 'A1BCD'],
    ['prefix, three digits', 'A123BCD'],
    ['suffix (1963 to 1983), one digit', 'ABC1D'],
    ['suffix, three digits', 'ABC123D'],
    ['dateless, digits first', '1ABC'],
    ['dateless, four digits and three letters', '1234ABC'],
    ['dateless, letters first', 'ABC1234'],
    ['dateless, the shortest', 'A1'],
    ['Northern Ireland', 'AIJ1234'],
    ['Northern Ireland, short', 'NI5'],
  ])('accepts a %s plate: %s', (_, plate) => {
    expect(isUkPlate(plate)).toBe(true);
  });

  it.each([
    ['a current plate one letter short', 'LB71XK'],
    ['eight digits', '12345678'],
    ['one letter', 'O'],
    ['one digit', '1'],
    ['lower case (not normalised)', 'lb71xke'],
    ['a space (not normalised)', 'LB71 XKE'],
    ['eight characters', 'LB71XKEA'],
    ['an emoji', '🚗'],
    ['a plate with an emoji', 'LB71XKE🚗'],
    ['SQL-ish text', normalisePlate("LB71XKE'; DROP TABLE vehicles;--")],
    ['letters only', 'ABCDEFG'],
    ['digits on both sides', '1AB2'],
    ['nothing', ''],
  ])('refuses %s: %j', (_, plate) => {
    expect(isUkPlate(plate)).toBe(false);
  });

  it('accepts every mock vehicle and the 404 plate, normalised from how people write them', () => {
    expect([...Object.keys(vehicles), 'AB12CDE'].map((plate) => isUkPlate(normalisePlate(plate)))).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(isUkPlate(normalisePlate(' yk19 fhd '))).toBe(true);
  });
});

describe('estimateAnnualMileage', () => {
  it('divides 28,450 miles by the 5.08 years from 2021-09-01 to 2026-10-02: 5,596, so about 5,600 a year', () => {
    const data = { mileage: 28450, firstRegistered: '2021-09-01', mileageRecordedAt: '2026-10-02' };
    expect(estimateAnnualMileage(data, today)).toBe(5600);
  });

  it.each([
    // 41,230 / (2,546 days / 365.25) = 5,914.9
    ['YK19FHD', 5900],
    // 78,940 / (2,877 days / 365.25) = 10,021.8
    ['WR68TNV', 10000],
    // 36,480 / (2,176 days / 365.25) = 6,123.2
    ['LC20UHX', 6100],
    // 52,870 / (3,760 days / 365.25) = 5,135.8
    ['SN65OXR', 5100],
  ])('estimates %s at %i miles a year', (plate, miles) => {
    expect(estimateAnnualMileage(vehicles[plate] as VrmData, today)).toBe(miles);
  });

  it('counts to today when the reading has no date: 12,000 miles in the two years to 2026-11-20 is 6,000 a year', () => {
    expect(estimateAnnualMileage({ mileage: 12000, firstRegistered: '2024-11-20' }, today)).toBe(6000);
  });

  it.each([
    ['no first registration', { mileage: 28450, mileageRecordedAt: '2026-10-02' }],
    ['a first registration that is not a date', { mileage: 28450, firstRegistered: '2021-02-30' }],
    ['a reading date that is not a date', { mileage: 28450, firstRegistered: '2021-09-01', mileageRecordedAt: 'soon' }],
    ['a first registration after today', { mileage: 10, firstRegistered: '2026-11-21' }],
    ['a reading after today', { mileage: 28450, firstRegistered: '2021-09-01', mileageRecordedAt: '2027-01-01' }],
    [
      'a reading before the first registration',
      { mileage: 5, firstRegistered: '2021-09-01', mileageRecordedAt: '2021-08-01' },
    ],
    ['90 days between them', { mileage: 3000, firstRegistered: '2026-06-01', mileageRecordedAt: '2026-08-30' }],
    ['a negative mileage', { mileage: -1, firstRegistered: '2021-09-01', mileageRecordedAt: '2026-10-02' }],
  ])('says nothing with %s', (_, data) => {
    expect(estimateAnnualMileage(data, today)).toBeUndefined();
  });

  it('estimates from 91 days (a quarter of a year): 3,000 miles is 12,000 a year', () => {
    const data = { mileage: 3000, firstRegistered: '2026-06-01', mileageRecordedAt: '2026-08-31' };
    expect(estimateAnnualMileage(data, today)).toBe(12000);
  });

  it("keeps within the calculator's bounds: at least 100 miles a year, at most the document's yearly maximum", () => {
    const still = { mileage: 0, firstRegistered: '2016-01-01', mileageRecordedAt: '2026-01-01' };
    expect(estimateAnnualMileage(still, today)).toBe(100);
    const clocked = { mileage: 9_000_000, firstRegistered: '2025-01-01', mileageRecordedAt: '2026-01-01' };
    expect([estimateAnnualMileage(clocked, today), mileageLimits.year]).toEqual([520000, 520000]);
  });
});

describe('describeVehicle', () => {
  it.each([
    ['LB71XKE', '2021 Kia Niro, electric'],
    ['YK19FHD', '2019 Ford Focus, petrol'],
    ['WR68TNV', '2018 Volkswagen Golf, diesel'],
    ['LC20UHX', '2020 Toyota Corolla, hybrid'],
    ['SN65OXR', '2015 MG MG3, petrol'],
  ])('names mock vehicle %s "%s"', (plate, description) => {
    expect(describeVehicle(vehicles[plate] as VrmData)).toBe(description);
  });

  const car = (make: string, model: string, fuelType: VrmData['fuelType'], firstRegistered?: string): VrmData => ({
    vrm: 'AB12CDE',
    make,
    model,
    fuelType,
    mileage: 1000,
    ...(firstRegistered ? { firstRegistered } : {}),
  });

  it.each([
    [car('BMW', '330E M SPORT', 'plug-in-hybrid', '2020-03-01'), '2020 BMW 330E M Sport, plug-in hybrid'],
    [car('VOLKSWAGEN', 'GOLF GTI', 'petrol', '2017-05-05'), '2017 Volkswagen Golf GTI, petrol'],
    [car('VW', 'PASSAT TDI', 'diesel', '2014-10-10'), '2014 VW Passat TDI, diesel'],
    [car('MERCEDES-BENZ', 'A-CLASS', 'diesel', '2019-01-31'), '2019 Mercedes-Benz A-Class, diesel'],
    [car('TOYOTA', 'C-HR', 'hybrid', '2022-09-01'), '2022 Toyota C-HR, hybrid'],
    [car('LAND  ROVER', ' RANGE ROVER EVOQUE ', 'diesel', '2016-04-01'), '2016 Land Rover Range Rover Evoque, diesel'],
    [car('BYD', 'DOLPHIN', 'electric', '2024-03-15'), '2024 BYD Dolphin, electric'],
    [car('KIA', 'NIRO', 'electric'), 'Kia Niro, electric'],
  ])('names %j "%s"', (data, description) => {
    expect(describeVehicle(data)).toBe(description);
  });
});

describe('calculatorFuelOf', () => {
  it('costs hybrids and plug-in hybrids as petrol, diesel as diesel, and leaves an electric car out', () => {
    const fuels = (['petrol', 'diesel', 'hybrid', 'plug-in-hybrid', 'electric'] as const).map(calculatorFuelOf);
    expect(fuels).toEqual(['petrol', 'diesel', 'petrol', 'petrol', undefined]);
  });
});
