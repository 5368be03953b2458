/**
 * The vehicles the mock's registration lookup knows, by normalised mark (`mocks/data/api/v1/vrmlookup/vehicles.json`:
 * a petrol, a diesel, a hybrid and an electric car, and an older petrol car with no official mpg), and the one rule a
 * mark must keep: the admin document's `RegistrationMark`, generated into `adminRules`, never a second regex here. A
 * well-formed mark not in the file (`AB12CDE`) has no vehicle: the lookup answers 404. The marks are made up.
 */
import { type AdminSchema, adminRules } from '@hcuk-genesis/sdk';
import vehiclesFile from '../data/api/v1/vrmlookup/vehicles.json';

/** A looked-up vehicle, as the admin document's `VrmData` describes it. */
export type RegisteredVehicle = AdminSchema<'VrmData'>;

// Typed as the document's VrmData; `mocks/validation/registered-vehicles.test.ts` checks every entry against it.
const vehicles = vehiclesFile as Record<string, RegisteredVehicle>;

/** Whether `vrm` is a normalised UK registration mark, by the document's own rule (its lengths and pattern). */
export function isRegistrationMark(vrm: string): boolean {
  const { minLength, maxLength, pattern } = adminRules.RegistrationMark;
  return vrm.length >= minLength && vrm.length <= maxLength && pattern.test(vrm);
}

/** A fresh copy of the vehicle registered as `vrm` (a normalised mark), or undefined when none is. */
export function registeredVehicle(vrm: string): RegisteredVehicle | undefined {
  return Object.hasOwn(vehicles, vrm) ? structuredClone(vehicles[vrm]) : undefined;
}

/** Every registered mark, in the file's order. */
export const registeredMarks: readonly string[] = Object.keys(vehicles);
