import { expectTypeOf, it } from 'vitest';
import type { components } from '../generated/finance.ts';
import { dieselCalculation } from '../test-support/diesel-calculation.ts';
import { createAdminClient } from './create-admin-client.ts';
import { createFinanceClient } from './create-finance-client.ts';

const finance = createFinanceClient();
const admin = createAdminClient();

it('types every method from the documents', () => {
  expectTypeOf(finance.getConfiguration).returns.resolves.toEqualTypeOf<components['schemas']['Configuration']>();
  expectTypeOf(finance.getRunningCostModels).parameter(0).toEqualTypeOf<{ brand: string; isOem?: boolean }>();
  expectTypeOf(admin.getQuoteRequest).parameter(0).toEqualTypeOf<{ quoteRequestId: string }>();
  expectTypeOf(admin.sendGridEvent).parameter(0).toHaveProperty('body');
});

const calculation = {
  fuelType: 'petrol' as const,
  fuelEconomy: 45,
  fuelPrice: 1.36,
  weeklyMileage: 150,
  chargingProfile: { home: 1 },
  chargeCosts: { home: 0.085 },
  vehicleIds: ['mg-mg4-se-sr'],
};

it('rejects wrong parameters at compile time', () => {
  expectTypeOf(finance.calculate).toBeCallableWith(calculation);
  // @ts-expect-error -- brand is required
  void finance.getRunningCostModels({ isOem: true });
  // @ts-expect-error -- isOem is a boolean, not a string
  void finance.getRunningCostModels({ brand: 'MG', isOem: 'yes' });
  const lpg = { ...calculation, fuelType: 'lpg' as const };
  // @ts-expect-error -- fuelType is petrol or diesel
  void finance.calculate(lpg);
  // @ts-expect-error -- no such operation
  void admin.getConfiguration();
  // @ts-expect-error -- the admin client has no security worker option
  createAdminClient({ securityWorker: () => 'token' });
});

it('takes readonly arrays, at any depth, as well as mutable ones', () => {
  const frozen = { ...calculation, vehicleIds: ['mg-mg4-se-sr', 'mg-zs-ev'] as const };
  expectTypeOf(finance.calculate).toBeCallableWith(frozen);
  const ids: readonly string[] = ['mg-mg4-se-sr'];
  expectTypeOf(finance.calculateByQuery).toBeCallableWith({ ...dieselCalculation, vehicleIds: ids });
  expectTypeOf(finance.calculate).parameter(0).toHaveProperty('vehicleIds').toEqualTypeOf<readonly string[]>();
  // @ts-expect-error -- still an array of ids, not of numbers
  void finance.calculate({ ...calculation, vehicleIds: [1, 2] as const });
});

it('takes no argument object for operations without parameters', () => {
  // @ts-expect-error -- getConfiguration has no parameters, so no stray fields either
  void finance.getConfiguration({ anything: 1 });
  // @ts-expect-error -- getModels has no parameter called model
  void finance.getModels({ brand: 'MG', model: 'MG4' });
});

it('makes the argument optional only where every field is', () => {
  expectTypeOf(finance.getAppConfigValues).toBeCallableWith();
  expectTypeOf(finance.getToken).toBeCallableWith();
  // @ts-expect-error -- getQuoteRequest needs its id
  void admin.getQuoteRequest();
});
