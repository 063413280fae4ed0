import type { Activity } from '@waybill/shared';

/**
 * How an activity's time reads (docs/product.md §5.2, created_at_month/day/time): "Sep", "05", "23:30", in the
 * company's time zone. Defined once, here, and written out twice: as SQL for the tracking answer,
 * which PostgreSQL builds whole (activityTimeSql in history.repository.ts), and as JavaScript for everything the
 * process builds (history pages, the admin's answers, e-mails). Neither side uses a locale's own
 * month names (JavaScript's en-GB writes "Sept"), so both read alike whatever the machine.
 */
export const MONTH_ABBREVIATIONS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

export type TimeField = 'created_at_month' | 'created_at_day' | 'created_at_time';

/**
 * Each field as a pattern of to_char-like tokens: Mon (a name from MONTH_ABBREVIATIONS), DD (day
 * of the month), HH24 (hour, 00-23), MI (minute), all two digits; any other character as it is.
 */
export const ACTIVITY_TIME_FORMAT: Readonly<Record<TimeField, string>> = {
  created_at_month: 'Mon',
  created_at_day: 'DD',
  created_at_time: 'HH24:MI',
};

/** The parts of a local time the tokens read: month 1-12, day 1-31, hour 0-23, minute 0-59. */
interface LocalTime {
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const two = (value: number) => String(value).padStart(2, '0');

/** How JavaScript writes each token, from the local time (history.repository.ts: how SQL does). */
export const TOKENS = {
  Mon: { js: (time: LocalTime) => MONTH_ABBREVIATIONS[time.month - 1] },
  DD: { js: (time: LocalTime) => two(time.day) },
  HH24: { js: (time: LocalTime) => two(time.hour) },
  MI: { js: (time: LocalTime) => two(time.minute) },
} as const;
export type Token = keyof typeof TOKENS;
export type Piece = { token: Token } | { text: string };
const TOKEN_PATTERN = new RegExp(`(${Object.keys(TOKENS).join('|')})`);

function tokens(pattern: string): Piece[] {
  return pattern
    .split(TOKEN_PATTERN)
    .filter((piece) => piece !== '')
    .map((piece) => (piece in TOKENS ? { token: piece as Token } : { text: piece }));
}

/** Each field with its pattern read as tokens and text. */
export const FIELDS = Object.entries(ACTIVITY_TIME_FORMAT).map(([field, pattern]) => ({
  field: field as TimeField,
  pieces: tokens(pattern),
}));

/** Writes the fields in JavaScript, for one time zone. */
export class ActivityTimeFormat {
  private readonly local: Intl.DateTimeFormat;

  constructor(timeZone: string) {
    // Numbers only (no locale's words), read from the parts.
    this.local = new Intl.DateTimeFormat('en-US', {
      timeZone,
      numberingSystem: 'latn',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
  }

  format(at: Date): Pick<Activity, TimeField> {
    const time = this.localTime(at);
    const written = FIELDS.map(({ field, pieces }) => [
      field,
      pieces.map((piece) => ('text' in piece ? piece.text : TOKENS[piece.token].js(time))).join(''),
    ]);
    return Object.fromEntries(written) as Pick<Activity, TimeField>;
  }

  private localTime(at: Date): LocalTime {
    const parts = Object.fromEntries(
      this.local.formatToParts(at).map((part) => [part.type, Number(part.value)]),
    );
    // Some engines wrote midnight as 24 with hour12: false; h23 should not, but be sure.
    return { month: parts.month, day: parts.day, hour: parts.hour % 24, minute: parts.minute };
  }
}
