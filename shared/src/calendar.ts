/**
 * The date (YYYY-MM-DD) and time (HH:MM) it is in `timeZone` (an IANA name; the machine's own when
 * none is given): the company's calendar, whoever reads it from wherever.
 */
export function localNow(now: Date, timeZone?: string): { day: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  };
}

/** The calendar day it is in `timeZone`: e.g. a courier's run's day (docs/product.md §4.12). */
export function dayInTimeZone(timeZone: string | undefined, now: Date = new Date()): string {
  return localNow(now, timeZone).day;
}
