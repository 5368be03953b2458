/**
 * The charging profile as the visitor edits it: a whole-percent share (0-100) and a price per kWh for each charge type.
 * Shares must total exactly 100.
 */
import type { FinanceSchema } from '@hcuk-genesis/sdk';
import { ownNumber, ownValue } from '../store/own-value.ts';

/** A named profile with default shares (0..1) per charge type. */
export type ChargingProfile = FinanceSchema<'ChargingProfile'>;

/** Shares in whole percents and prices in pounds per kWh, keyed by charge type. */
export interface ChargingValues {
  shares: Readonly<Record<string, number>>;
  prices: Readonly<Record<string, number>>;
}

/** What the charging step needs of the configuration. */
export interface ChargingSetup {
  /** Charge types in display order (the configuration's `types` keys). */
  types: readonly string[];
  /** Each type's label, e.g. `standard` → Standard/Fast. */
  labels: Readonly<Record<string, string>>;
  profiles: readonly ChargingProfile[];
  /** Default price per kWh of each type. */
  prices: Readonly<Record<string, number>>;
}

/** Slider step in percent. */
export const shareStep = 5;

/** A share as the editor keeps it: clamped to 0-100 and rounded to a whole percent. */
export const clampShare = (value: number): number => Math.min(100, Math.max(0, Math.round(value)));

/** A profile's shares (0..1) as whole percents for every charge type (a missing type, or not a number, is 0). */
export function percentShares(types: readonly string[], defaults: ChargingProfile['defaults']): Record<string, number> {
  return Object.fromEntries(types.map((type) => [type, clampShare(ownNumber(defaults, type, 0) * 100)]));
}

/** The sum of the shares, in percent. */
export const chargingTotal = (shares: ChargingValues['shares']): number =>
  Object.values(shares).reduce((sum, share) => sum + share, 0);

/** The index of the profile whose defaults equal `shares`, or -1 for a custom profile. */
export function matchingProfile(setup: ChargingSetup, shares: ChargingValues['shares']): number {
  return setup.profiles.findIndex((profile) => {
    const defaults = percentShares(setup.types, profile.defaults);
    return setup.types.every((type) => defaults[type] === (ownValue(shares, type) ?? 0));
  });
}

/** The first profile's shares with the configured prices: where the editor starts, and what reset restores. */
export function defaultCharging(setup: ChargingSetup): ChargingValues {
  const first = setup.profiles[0];
  return { shares: percentShares(setup.types, first?.defaults ?? {}), prices: { ...setup.prices } };
}

/** Whether the values differ from the defaults (the reset link shows only then). */
export function chargingDiffers(values: ChargingValues, setup: ChargingSetup): boolean {
  const defaults = defaultCharging(setup);
  return setup.types.some(
    (type) =>
      ownValue(values.shares, type) !== ownValue(defaults.shares, type) ||
      ownValue(values.prices, type) !== ownValue(defaults.prices, type),
  );
}

/** Shares as the SDK sends them: fractions of 1 per charge type. */
export function toChargeShares(shares: ChargingValues['shares']): Record<string, number> {
  return Object.fromEntries(Object.entries(shares).map(([type, percent]) => [type, percent / 100]));
}
