/** Dates of the expected delivery window ('YYYY-MM-DD', calendar days with no time zone). */

const DAY_MS = 24 * 60 * 60 * 1000;
/** Beyond this many days ahead the dates say enough. */
const HINT_MAX_DAYS = 30;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function toUtc(isoDate: string): Date | null {
  const match = ISO_DATE.exec(isoDate);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? null : date;
}

const dayMonth = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const dayMonthYear = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Mon 24 Nov 2025" (or without the year); the text as given when it is not a date. */
export function formatDate(isoDate: string, withYear = true): string {
  const date = toUtc(isoDate);
  if (!date) return isoDate;
  return (withYear ? dayMonthYear : dayMonth).format(date).replace(',', '');
}

/** Today's date where the company is (the graph's time zone), as 'YYYY-MM-DD'. */
export function todayIn(timeZone: string | undefined, now: Date = new Date()): string {
  const format = (zone: string | undefined) =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(now);
  try {
    return format(timeZone);
  } catch {
    // An unknown zone name: the visitor's own calendar is the next best guess.
    return format(undefined);
  }
}

export interface DeliveryWindow {
  /** "Mon 24 Nov – Fri 28 Nov 2025", "From …", "By …"; null when no date is set. */
  text: string | null;
  /** The last expected day has passed. */
  late: boolean;
  /** A short hint for someone waiting: "Due today", "Due within 3 days"; null when late or unknown. */
  hint: string | null;
}

function daysBetween(fromIso: string, toIso: string): number | null {
  const from = toUtc(fromIso);
  const to = toUtc(toIso);
  return from && to ? Math.round((to.getTime() - from.getTime()) / DAY_MS) : null;
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** The window of SPEC §3's two dates, judged against `today` ('YYYY-MM-DD'). */
export function deliveryWindow(
  min: string | null,
  max: string | null,
  today: string,
): DeliveryWindow {
  const late = max !== null && toUtc(max) !== null && max < today;
  let text: string | null = null;
  if (min && max) {
    if (min === max) text = formatDate(max);
    else {
      const sameYear = min.slice(0, 4) === max.slice(0, 4);
      text = `${formatDate(min, !sameYear)} – ${formatDate(max)}`;
    }
  } else if (min) text = `From ${formatDate(min)}`;
  else if (max) text = `By ${formatDate(max)}`;

  let hint: string | null = null;
  const untilLatest = max ? daysBetween(today, max) : min ? daysBetween(today, min) : null;
  // A count of days helps only when the day is near.
  if (!late && untilLatest !== null && untilLatest <= HINT_MAX_DAYS) {
    const untilMax = max ? daysBetween(today, max) : null;
    const untilMin = min ? daysBetween(today, min) : null;
    if (untilMax === 0) hint = 'Due today';
    else if (untilMin !== null && untilMin > 0 && untilMax !== null && untilMax > untilMin) {
      hint = `Expected in ${untilMin}–${plural(untilMax, 'day')}`;
    } else if (untilMax !== null && untilMax > 0) hint = `Due within ${plural(untilMax, 'day')}`;
    else if (untilMin !== null && untilMin > 0) hint = `Expected in ${plural(untilMin, 'day')}`;
  }
  return { text, late, hint };
}
