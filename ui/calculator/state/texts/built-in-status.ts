/**
 * The calculator's own English status texts (loading, failures, empty answers): the words it speaks before the
 * configuration (and its content) has arrived, so they load with the embed's first download; the other built-in
 * texts load with the calculator's flow.
 */
import type { CalculatorTexts } from './calculator-texts.ts';

/** Built-in status texts. */
export const builtInStatus: CalculatorTexts['status'] = {
  loadingCalculator: 'Loading the calculator…',
  loadingModels: 'Loading models…',
  calculating: 'Calculating running costs…',
  updating: 'Updating the figures…',
  retry: 'Try again',
  tryAgain: 'Try again in a few minutes.',
  calculatorFailed: 'Sorry, we could not load the calculator.',
  modelsFailed: 'Sorry, we could not get the models.',
  calculationFailed: 'Sorry, we could not get the running costs.',
  notSetUp: 'Sorry, the calculator is not available at the moment.',
  noResults: 'Sorry, no running costs came back for these models.',
  noModels: 'Sorry, there are no {brand} models to compare at the moment.',
  noModelsAction: 'Try again, or come back later. Anything you enter here is kept.',
  unreachable: 'Check your internet connection, then try again.',
  reloadPage: 'Reload the page to try again. What you entered is kept.',
  unexpected: 'Sorry, something went wrong.',
};
