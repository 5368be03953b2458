/**
 * The registration lookup's vehicles (`mocks/data/api/v1/vrmlookup/vehicles.json`) are honest data: each is a
 * `VrmData` by the admin document, filed under its own normalised mark, a mark by the document's rule whose age
 * identifier fits its first registration, and the document's examples are the same vehicles.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { parse } from 'yaml';
import { staticBody } from '../handlers/data-files.ts';
import { mockOperations } from '../handlers/operation-types.ts';
import { isRegistrationMark, registeredMarks, registeredVehicle } from '../handlers/registered-vehicles.ts';
import { mockDataDir } from '../server/serve-data.ts';
import { ResponseSchemas } from './response-schemas.ts';

const file = 'api/v1/vrmlookup/vehicles.json';
const vehicles = JSON.parse(readFileSync(join(mockDataDir, file), 'utf8')) as Record<string, Record<string, unknown>>;
const lookup = mockOperations.find((operation) => operation.operationId === 'getVrmData');

it('holds five vehicles, each a VrmData by the admin document, filed under its own well-formed mark', () => {
  if (!lookup) throw new Error('[hcuk] no getVrmData operation');
  const schemas = new ResponseSchemas();
  expect(Object.keys(vehicles)).toEqual(['LB71XKE', 'YK19FHD', 'WR68TNV', 'LC20UHX', 'SN65OXR']);
  expect(registeredMarks).toEqual(Object.keys(vehicles));
  for (const [mark, vehicle] of Object.entries(vehicles)) {
    expect(schemas.validate(`${file} ${mark}`, lookup, vehicle)).toEqual([]);
    expect({ mark, vrm: vehicle.vrm, wellFormed: isRegistrationMark(mark) }).toEqual({
      mark,
      vrm: mark,
      wellFormed: true,
    });
  }
});

it('has a petrol, a diesel, a hybrid and an electric car; an official mpg for each but the electric and the 2015 MG3', () => {
  const summary = Object.values(vehicles).map(({ vrm, fuelType, officialMpg }) => [vrm, fuelType, officialMpg]);
  expect(summary).toEqual([
    ['LB71XKE', 'electric', undefined],
    ['YK19FHD', 'petrol', 50.4],
    ['WR68TNV', 'diesel', 53.3],
    ['LC20UHX', 'hybrid', 62.8],
    ['SN65OXR', 'petrol', undefined],
  ]);
});

it('leaves AB12CDE, a well-formed mark, unregistered: the lookup answers it 404', () => {
  expect([isRegistrationMark('AB12CDE'), registeredVehicle('AB12CDE')]).toEqual([true, undefined]);
});

/**
 * The first day a current-format age identifier was issued: `19` from 1 March 2019, `69` from 1 September 2019; each
 * lasts six months.
 */
function ageIdentifierStart(digits: number): Date {
  return digits > 50 ? new Date(Date.UTC(2000 + digits - 50, 8, 1)) : new Date(Date.UTC(2000 + digits, 2, 1));
}

it("registers each car within its plate's six months, and records its mileage after its first registration", () => {
  for (const { vrm, firstRegistered, mileageRecordedAt } of Object.values(vehicles)) {
    const start = ageIdentifierStart(Number(String(vrm).slice(2, 4)));
    const end = new Date(start);
    end.setUTCMonth(end.getUTCMonth() + 6);
    const registered = new Date(`${firstRegistered}T00:00:00Z`);
    const recorded = new Date(`${mileageRecordedAt}T00:00:00Z`);
    const fits = registered >= start && registered < end && recorded > registered;
    expect({ vrm, fits }).toEqual({ vrm, fits: true });
  }
});

it('answers the mock-mode file and the document examples with the same vehicles', () => {
  expect(staticBody('getVrmData')).toEqual(vehicles.LB71XKE);
  const document = parse(readFileSync(new URL('../../openapi/admin.yaml', import.meta.url), 'utf8'));
  const examples = document.components.responses.VrmData.content['application/json'].examples as Record<
    string,
    { value: { vrm: string } }
  >;
  expect(Object.keys(examples)).toEqual(['electric', 'petrol', 'diesel', 'hybrid']);
  for (const { value } of Object.values(examples)) expect(value).toEqual(vehicles[value.vrm]);
});
