/** Dates of the expected delivery window ('YYYY-MM-DD', calendar days with no time zone). */
import { currentLocale, t } from '../i18n/i18n';

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

const formatters = new Map<string, Intl.DateTimeFormat>();

function dateFormat(withYear: boolean): Intl.DateTimeFormat {
  const locale = currentLocale();
  const key = `${locale}:${withYear}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      ...(withYear ? { year: 'numeric' } : {}),
      timeZone: 'UTC',
    });
    formatters.set(key, format);
  }
  return format;
}

/** "Mon 24 Nov 2025" (or without the year) in the visitor's language; the text when not a date. */
export function formatDate(isoDate: string, withYear = true): string {
  const date = toUtc(isoDate);
  if (!date) return isoDate;
  const text = dateFormat(withYear).format(date);
  // British English puts a comma after the weekday; the site's dates read without it.
  return currentLocale() === 'en-GB' ? text.replace(',', '') : text;
}

/** "tomorrow", "in 3 days" — correctly worded and pluralised in every language. */
function inDays(days: number): string {
  return new Intl.RelativeTimeFormat(currentLocale(), { numeric: 'auto' }).format(days, 'day');
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** 'YYYY-MM-DD' in `timeZone` (the visitor's own when undefined); throws for an unknown zone. */
function dayFormat(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let format = dayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(key, format);
  }
  return format;
}

/** Today's date where the company is (the graph's time zone), as 'YYYY-MM-DD'. */
export function todayIn(timeZone: string | undefined, now: Date = new Date()): string {
  try {
    return dayFormat(timeZone).format(now);
  } catch {
    // An unknown zone name: the visitor's own calendar is the next best guess.
    return dayFormat(undefined).format(now);
  }
}

/**
 * The day a delivered parcel was delivered, where the company is ('YYYY-MM-DD'): its newest
 * history entry's, which the update that delivered it wrote (else when the parcel last changed).
 */
export function deliveredDay(
  parcel: { history: { data: readonly { created_at: string }[] }; updated_at: string },
  timeZone: string | undefined,
): string {
  const when = parcel.history.data[0]?.created_at ?? parcel.updated_at;
  return todayIn(timeZone, new Date(when));
}

/**
 * Sets up the date formats a parcel is shown with. The browser's first date format takes it a
 * while (it loads its calendar data): done in a task of its own before the parcel is rendered,
 * so that neither is one long task that holds up the page.
 */
export function prepareDateFormats(timeZone: string | undefined): void {
  todayIn(timeZone);
  dateFormat(true);
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

/**
 * The window of the two expected dates (docs/product.md §2.3), judged against `today`
 * ('YYYY-MM-DD').
 */
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
  } else if (min) text = t('dateFrom', { date: formatDate(min) });
  else if (max) text = t('dateBy', { date: formatDate(max) });

  let hint: string | null = null;
  const untilLatest = max ? daysBetween(today, max) : min ? daysBetween(today, min) : null;
  // A count of days helps only when the day is near.
  if (!late && untilLatest !== null && untilLatest <= HINT_MAX_DAYS) {
    const untilMax = max ? daysBetween(today, max) : null;
    const untilMin = min ? daysBetween(today, min) : null;
    if (untilMax === 0) hint = t('dueToday');
    else if (untilMin !== null && untilMin > 0 && untilMax !== null && untilMax > untilMin) {
      hint = t('expectedBetween', { from: inDays(untilMin), to: inDays(untilMax) });
    } else if (untilMax !== null && untilMax > 0) hint = t('dueBy', { when: inDays(untilMax) });
    else if (untilMin !== null && untilMin > 0)
      hint = t('expectedFrom', { when: inDays(untilMin) });
  }
  return { text, late, hint };
}
