import { expect, it } from 'vitest';
import { addDays, calendarDay, ukToday } from './calendar-day.ts';

it('reads a real YYYY-MM-DD day, and nothing that only looks like one', () => {
  expect(calendarDay('2026-03-31')?.toISOString()).toBe('2026-03-31T00:00:00.000Z');
  expect(calendarDay('2024-02-29')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
  // Rolled over or read the American way by `new Date`: no date at all here.
  for (const text of ['2026-02-30', '2026-02-29', '08/12/2026', '2026-3-31', '31/03/2026', '', undefined])
    expect(calendarDay(text)).toBeUndefined();
});

it('gives the UK’s day, which in summer starts an hour before UTC’s', () => {
  // 23:30 UTC on 31 March 2026 is 00:30 on 1 April in London (British Summer Time from 29 March).
  expect(ukToday(Date.parse('2026-03-31T23:30:00Z'))).toBe('2026-04-01');
  expect(ukToday(Date.parse('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
  // The clocks change at 01:00 UTC on the last Sundays of March (29 March 2026) and October (25 October 2026).
  expect(ukToday(Date.parse('2026-03-28T23:30:00Z'))).toBe('2026-03-28');
  expect(ukToday(Date.parse('2026-03-29T23:30:00Z'))).toBe('2026-03-30');
  expect(ukToday(Date.parse('2026-10-24T23:30:00Z'))).toBe('2026-10-25');
  expect(ukToday(Date.parse('2026-10-25T23:30:00Z'))).toBe('2026-10-25');
  // The same as the time zone database gives, every half hour of a year.
  const london = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', dateStyle: 'short' });
  for (let t = Date.parse('2027-01-01T00:00:00Z'); t < Date.parse('2028-01-01T00:00:00Z'); t += 1_800_000)
    expect(ukToday(t)).toBe(london.format(t));
});

it('adds calendar days, across months, years and leap days', () => {
  expect(addDays('2026-10-20', 30)).toBe('2026-11-19');
  expect(addDays('2026-12-20', 14)).toBe('2027-01-03');
  expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
});
