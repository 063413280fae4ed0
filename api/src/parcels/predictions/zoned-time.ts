/**
 * Instants as a place's clock shows them, with its summer time: the company's time zone decides
 * the day of the week a parcel entered a stage, the day it is expected and the hour shown.
 */

const formats = new Map<string, Intl.DateTimeFormat>();

function format(timeZone: string): Intl.DateTimeFormat {
  let found = formats.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      weekday: 'short',
    });
    formats.set(timeZone, found);
  }
  return found;
}

const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

/** The wall clock in `timeZone` at `instant`; `weekday` is ISO (1 Monday … 7 Sunday). */
export interface WallClock {
  date: string;
  hour: number;
  minute: number;
  second: number;
  weekday: number;
}

export function wallClock(instant: Date, timeZone: string): WallClock {
  const parts = Object.fromEntries(
    format(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: WEEKDAYS[parts.weekday] ?? 1,
  };
}

/** How far `timeZone`'s clock is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: Date, timeZone: string): number {
  const clock = wallClock(instant, timeZone);
  const [year, month, day] = clock.date.split('-').map(Number);
  const asUtc = Date.UTC(year, month - 1, day, clock.hour, clock.minute, clock.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant `timeZone`'s clock shows `hour`:00 on `date` ('YYYY-MM-DD'). An hour the clock skips
 * (spring forward) is the instant after the jump; an hour it shows twice, the first.
 */
export function instantAt(date: string, hour: number, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  const asUtc = Date.UTC(year, month - 1, day, hour);
  // The zone's offsets half a day either side: they differ only across a change of clock.
  const candidates = [-12, 12]
    .map((hours) => asUtc - offsetAt(new Date(asUtc + hours * 3_600_000), timeZone))
    .sort((a, b) => a - b);
  const shows = candidates.filter((candidate) => {
    const clock = wallClock(new Date(candidate), timeZone);
    return clock.date === date && clock.hour === hour;
  });
  return new Date(shows[0] ?? candidates[candidates.length - 1]);
}

/** The next whole hour on `timeZone`'s clock at or after `instant` (half-hour zones too). */
export function upToTheHour(instant: Date, timeZone: string): Date {
  const clock = wallClock(instant, timeZone);
  const past = (clock.minute * 60 + clock.second) * 1000 + (instant.getTime() % 1000);
  return past === 0 ? instant : new Date(instant.getTime() - past + 3_600_000);
}

/** The day after `date` ('YYYY-MM-DD'). */
export function nextDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}
