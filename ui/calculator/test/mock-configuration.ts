/** The mock data's configuration and models, for the calculator's tests (the same files mock mode serves). */
import configurationFile from '@hcuk-genesis/mocks/data/api/v1/CostSavingCalculator/Configuration.json';
import modelsFile from '@hcuk-genesis/mocks/data/api/v1/VehicleData/GetRunningCostModels.json';
import type { FinanceSchema } from '@hcuk-genesis/sdk';
import { calculatorSetup } from '../state/store/index.ts';

/** `Configuration.json`. */
export const mockConfiguration = configurationFile as FinanceSchema<'Configuration'>;

/** `GetRunningCostModels.json` (every brand). */
export const mockModels = modelsFile as FinanceSchema<'RunningCostModels'>;

/** The rules' setup from `Configuration.json`: petrol £1.36, diesel £1.45, 45 mpg, 150 miles a week. */
export const mockSetup = calculatorSetup(mockConfiguration);
