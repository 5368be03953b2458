/**
 * The calculator's three operations with their validators, in the flow chunk: the embed's first file carries the
 * plain definitions, and each answer is checked by these once they have downloaded beside the flow, before the
 * calculator reads it (`calculator-services.ts`, decisions/0019).
 */
export { calculateByQuery, getConfiguration, getRunningCostModels } from '@hcuk-genesis/sdk/validated';
