import { currentLocale } from '../i18n/i18n';

/**
 * "12 Mar 2025, 14:05" (in English; the chosen language's way otherwise) in the company's time
 * zone (the browser's when it is not known yet). The one place staff's dates and times are written.
 */
export function formatDateTime(value: string | null | undefined, timeZone?: string): string {
  if (!value) return '—';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const locale = currentLocale();
  try {
    return new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: timeZone || undefined,
    }).format(date);
  } catch {
    // An unknown zone name: fall back to the browser's zone rather than failing the screen.
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
      date,
    );
  }
}

/**
 * A calendar date 'YYYY-MM-DD' as "12 Mar 2025" in the chosen language (no time zone shift: it is
 * a day, not an instant).
 */
export function formatDay(value: string | null | undefined): string {
  if (!value) return '—';
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'medium', timeZone: 'UTC' }).format(
    date,
  );
}

/** The URL of a parcel's photo. */
export function parcelImageUrl(image: string): string {
  return `/uploads/images/${encodeURIComponent(image)}`;
}

/** Text for a field that may be empty. */
export function orDash(value: string | number | null | undefined): string {
  return value === null || value === undefined || value === '' ? '—' : String(value);
}

/** The parcel's editable fields as form strings (null becomes ''). */
export function toFormText(value: string | number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}
