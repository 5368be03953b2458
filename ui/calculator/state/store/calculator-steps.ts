/** The calculator's four steps: internal values in order, and their analytics names. */

/** Step values in flow order. */
export const calculatorStepOrder = ['vehicle', 'charging', 'select', 'compare'] as const;

/** One step of the calculator. */
export type CalculatorStep = (typeof calculatorStepOrder)[number];

/** Analytics number and name of each step (1 Vehicle details ... 4 Comparison). */
export const stepAnalytics: Readonly<Record<CalculatorStep, { number: number; name: string }>> = {
  vehicle: { number: 1, name: 'Vehicle details' },
  charging: { number: 2, name: 'Charging costs' },
  select: { number: 3, name: 'Model select' },
  compare: { number: 4, name: 'Comparison' },
};

/** Whether `value` is a step value. */
export function isCalculatorStep(value: unknown): value is CalculatorStep {
  return calculatorStepOrder.includes(value as CalculatorStep);
}

/** The step's position in the flow, 0 for vehicle. */
export const stepIndex = (step: CalculatorStep): number => calculatorStepOrder.indexOf(step);

/** The step before `step`; the first step has none and stays where it is. */
export function previousStep(step: CalculatorStep): CalculatorStep {
  return calculatorStepOrder[Math.max(0, stepIndex(step) - 1)] ?? 'vehicle';
}
