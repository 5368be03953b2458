// The SDK's public entry: clients, errors, validators and rules. Framework-free; the TanStack Query options are the
// `./query` entry, so an app without @tanstack/query-core (an optional peer) can use everything here.

export type { ClientOptions, Environment, FinanceClientOptions } from './client/client-options.ts';
export { createAdminClient } from './client/create-admin-client.ts';
export {
  type AdminClient,
  type AdminOperationDefinition,
  type AdminOperationId,
  createAdminClientFor,
} from './client/create-admin-client-for.ts';
export { createFinanceClient } from './client/create-finance-client.ts';
export {
  createFinanceClientFor,
  createSharedTokenWorker,
  type FinanceClient,
  type FinanceOperationDefinition,
  type FinanceOperationId,
} from './client/create-finance-client-for.ts';
export type { CallOptions, OperationArgs, OperationData, OperationInput } from './client/operation-types.ts';
export { rawClient } from './client/raw-client.ts';
export { ApiError } from './errors/api-error.ts';
export { CallbackError, type CallbackOption } from './errors/callback-error.ts';
export { NetworkError } from './errors/network-error.ts';
export { type AnyOperationId, isOperationError, type OperationError } from './errors/operation-error.ts';
export { hiddenValue, withoutPersonalData } from './errors/personal-data.ts';
export { ResponseBodyError, type ResponseBodyProblem, type SchemaIssue } from './errors/response-body-error.ts';
export type { components as AdminComponents, operations as AdminOperations } from './generated/admin.ts';
/**
 * Every admin operation's definition by operationId, for `createAdminClientFor` (a bundle keeps the ones it names),
 * without validators: `@hcuk-genesis/sdk/validated` has each with its validator.
 */
export * as adminOperation from './generated/admin-definitions.ts';
/** The admin document's request rules, one validator per operation with a JSON body, for forms (`collectIssues`). */
export * as adminRequestValidators from './generated/admin-request-validators.ts';
/** The admin document's named scalar rules (`PersonName`). */
export * as adminRules from './generated/admin-rules.ts';
export type { components as FinanceComponents, operations as FinanceOperations } from './generated/finance.ts';
/**
 * Every finance operation's definition by operationId, for `createFinanceClientFor` (a bundle keeps the ones it
 * names), without validators: `@hcuk-genesis/sdk/validated` has each with its validator.
 */
export * as financeOperation from './generated/finance-definitions.ts';
/** The finance document's request rules, one validator per operation with a JSON body. */
export * as financeRequestValidators from './generated/finance-request-validators.ts';
/** The finance document's named scalar rules (`MilesPerGallon`, `PricePerLitre`, ...): bounds for forms. */
export * as financeRules from './generated/finance-rules.ts';
export type { AntiForgeryToken } from './middleware/anti-forgery.ts';
export { MAX_MOCK_BODY_LENGTH, MOCK_BODY_PARAMETER, MOCK_BODY_TOO_LONG_PARAMETER } from './middleware/mock-body.ts';
export { type MockMode, type MockModeOptions, mockMode } from './middleware/mock-mode.ts';
export type { SecurityWorker, SecurityWorkerContext } from './middleware/security-worker.ts';
export { createTokenWorker, type TokenWorkerOptions } from './middleware/token-worker.ts';
export {
  type CalculateByQueryArgs,
  type CalculationInput,
  encodeChargingProfile,
  toCalculationParams,
} from './request/calculation-params.ts';
export { type MileagePeriod, toWeeklyMileage } from './request/weekly-mileage.ts';
export type { AssertValid } from './validation/assert-valid.ts';
export { collectIssues } from './validation/checks.ts';
/** A price typed in pence: the pounds it probably meant (the rules' `penceSlip`). */
export { type PoundsRange, penceMeant } from './validation/pence-slip.ts';
/** Why a lender's quote does not add up (deposit, payments and totals, to the penny), or undefined when it does. */
export { type FinanceQuote, quoteMismatch } from './validation/quote-reconciles.ts';
/** Why a calculation's saving is not its two running costs' difference (within a penny), or undefined when it is. */
export { savingsMismatch, type VehicleResult } from './validation/savings-add-up.ts';
export { type LoadedValidator, validatedLater } from './validation/validated-later.ts';
export { type Check, toFieldName, toPointer, type ValidationIssue } from './validation/validation-issue.ts';

import type { components as AdminComponents } from './generated/admin.ts';
import type { components as FinanceComponents } from './generated/finance.ts';

/** A finance schema by name, e.g. `FinanceSchema<'Trim'>`. */
export type FinanceSchema<Name extends keyof FinanceComponents['schemas']> = FinanceComponents['schemas'][Name];
/** An admin schema by name, e.g. `AdminSchema<'QuoteRequest'>`. */
export type AdminSchema<Name extends keyof AdminComponents['schemas']> = AdminComponents['schemas'][Name];
