/** One step: its internal value and its visible label. */
export interface Step {
  value: string;
  label: string;
}

/** Whether `value` is a list of steps. */
export function isStepList(value: unknown): value is Step[] {
  return (
    Array.isArray(value) && value.every((step) => typeof step?.value === 'string' && typeof step?.label === 'string')
  );
}
