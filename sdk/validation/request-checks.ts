/**
 * The checks only request validators need (`sdk/generated/*-request-validators.ts`): asserted formats and closed
 * objects. Apart from `checks.ts`, so that an app or embed that validates only responses never carries them.
 */
import { optional } from './checks.ts';
import type { Check, ValidationIssue } from './validation-issue.ts';

type Result = ValidationIssue | undefined;
const notAllowed: Check = () => ({ path: [], rule: 'is not allowed' });

/** `additionalProperties: false` on a request: no own property outside `known`. */
export function closed(value: unknown, known: readonly string[]): Result {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  for (const key of Object.keys(value)) {
    if (known.includes(key)) continue;
    const issue = optional(value, key, notAllowed);
    if (issue) return issue;
  }
  return undefined;
}

// A request's formats, checked in linear time: RFC 3339 dates with real months, days, hours, minutes and seconds.
const dateShape = /^(\d{4})-(\d{2})-(\d{2})$/;
const dateTimeShape = /^(\d{4}-\d{2}-\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.\d{1,9})?(?:[Zz]|[+-](\d{2}):(\d{2}))$/;
const realDate = (text: string) => {
  const parts = dateShape.exec(text);
  if (!parts) return false;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return month >= 1 && month <= 12 && day >= 1 && day <= days;
};
const realDateTime = (text: string) => {
  const parts = dateTimeShape.exec(text);
  if (!parts || !realDate(parts[1] as string)) return false;
  const [hour, minute, second] = [Number(parts[2]), Number(parts[3]), Number(parts[4])];
  const offsetOk = parts[5] === undefined || (Number(parts[5]) <= 23 && Number(parts[6]) <= 59);
  return hour <= 23 && minute <= 59 && second <= 60 && offsetOk;
};
const absoluteUri = (text: string) => {
  if (!/^[A-Za-z][A-Za-z0-9+.-]*:\S+$/.test(text)) return false;
  try {
    new URL(text);
    return true;
  } catch {
    return false;
  }
};
// One @, a domain of dot-separated labels: each part a run of characters that cannot overlap the next, so linear.
const emailShape = /^[^\s@]+@(?:[^\s@.]+\.)+[^\s@.]+$/;
const formats: Record<string, (text: string) => boolean> = {
  'date-time': realDateTime,
  date: realDate,
  uri: absoluteUri,
  email: (text) => text.length <= 254 && emailShape.test(text),
};
/** `format` on a request (`date-time`, `date`, `uri`, `email`); strings only, as JSON Schema says. */
export const format = (value: unknown, name: string): Result =>
  typeof value === 'string' && formats[name] && !formats[name](value)
    ? { path: [], rule: `must be a ${name}` }
    : undefined;
