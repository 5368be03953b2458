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

/** 01:00 UTC on the last Sunday of `month` (0-based) in `year`: when the UK's clocks change. */
const lastSundayAtOne = (year: number, month: number): number => {
  const last = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, last.getUTCDate() - last.getUTCDay(), 1);
};

/**
 * Today's day in the UK ("2026-11-27"), for rules whose days end at midnight in London, not in UTC: British Summer
 * Time (UTC+1) runs from 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday of October. Worked out
 * by hand, not with `Intl` (a page's first `Intl.DateTimeFormat` costs milliseconds of ICU data, and the first step
 * shows this).
 */
export function ukToday(now: number): string {
  const year = new Date(now).getUTCFullYear();
  const summer = now >= lastSundayAtOne(year, 2) && now < lastSundayAtOne(year, 9);
  return new Date(now + (summer ? 3_600_000 : 0)).toISOString().slice(0, 10);
}

/** The day `days` after `day` ("2026-10-20" and 30 give "2026-11-19"), counted in calendar days, not 24-hour spans. */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}
