/**
 * A calendar day as the documents give it (`format: date`, "2026-03-31"), read strictly: `new Date` rolls
 * "2026-02-30" over to 2 March and reads "08/12/2026" as 12 August, and a date the lender or the configuration never
 * gave must not be stated as theirs. Anything that is not a real `YYYY-MM-DD` day is no date.
 */
export function calendarDay(text: string | undefined): Date | undefined {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return undefined;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text ? day : undefined;
}

/** Today's day in the UK ("2026-11-27"), for rules whose days end at midnight in London, not in UTC. */
export const ukToday = (now: number): string =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
