/**
 * The calculator's flow chunk: the flow (its state, texts, styles and first step) and the validators every answer is
 * checked with (decisions/0019). One download, which the early start begins and the calculator's Try again repeats.
 */
import { lazyChunk } from '../components/lazy/lazy-chunk.ts';

/** The flow chunk's module. */
export const flowChunk = lazyChunk('the calculator', () => import('./calculator-flow.tsx'));

/**
 * The validated definitions of the calculator's three operations, once the flow chunk has arrived. Waiting spends no
 * download attempt of its own: while the chunk cannot be downloaded, a checked answer waits for the visitor's Try
 * again instead of failing (and being retried) by itself.
 */
export const loadResponseChecks = () => flowChunk.arrived().then((flow) => flow.calculatorResponseChecks);
