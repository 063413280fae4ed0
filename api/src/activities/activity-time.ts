import type { Activity } from '@waybill/shared';

/**
 * How an activity's time reads (docs/product.md §5.2, created_at_month/day/time): "Sep", "05", "23:30", in the
 * company's time zone. Defined once, here, and written out twice: as SQL for the tracking answer,
 * which PostgreSQL builds whole (parcels/tracking.repository.ts), and as JavaScript for everything the
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

type TimeField = 'created_at_month' | 'created_at_day' | 'created_at_time';

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

/** A SQL string literal. */
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

const SQL_MONTHS = `(ARRAY[${MONTH_ABBREVIATIONS.map(literal).join(', ')}])`;

/**
 * Each token: how JavaScript writes it, and how SQL does, from the local time (a timestamp):
 * a to_char pattern, or an expression of its own.
 */
const TOKENS = {
  Mon: {
    js: (time: LocalTime) => MONTH_ABBREVIATIONS[time.month - 1],
    sql: (local: string) => `${SQL_MONTHS}[date_part('month', ${local})::int]`,
  },
  DD: { js: (time: LocalTime) => two(time.day), toChar: 'DD' },
  HH24: { js: (time: LocalTime) => two(time.hour), toChar: 'HH24' },
  MI: { js: (time: LocalTime) => two(time.minute), toChar: 'MI' },
} as const;
type Token = keyof typeof TOKENS;
type Piece = { token: Token } | { text: string };
const TOKEN_PATTERN = new RegExp(`(${Object.keys(TOKENS).join('|')})`);

function tokens(pattern: string): Piece[] {
  return pattern
    .split(TOKEN_PATTERN)
    .filter((piece) => piece !== '')
    .map((piece) => (piece in TOKENS ? { token: piece as Token } : { text: piece }));
}

const FIELDS = Object.entries(ACTIVITY_TIME_FORMAT).map(([field, pattern]) => ({
  field: field as TimeField,
  pieces: tokens(pattern),
}));

/**
 * The fields as `'name', expression` pairs for a json_build_object. `column` is a timestamptz,
 * `timeZone` the SQL (usually a parameter) naming the zone. Runs of digits and text become one
 * to_char call; a month name is looked up in MONTH_ABBREVIATIONS by the month's number.
 */
export function activityTimeSql(column: string, timeZone: string): string[] {
  const local = `(${column} AT TIME ZONE ${timeZone})`;
  return FIELDS.map(({ field, pieces }) => {
    const parts: string[] = [];
    let toChar = '';
    const flush = () => {
      if (toChar) parts.push(`to_char(${local}, ${literal(toChar)})`);
      toChar = '';
    };
    for (const piece of pieces) {
      if ('text' in piece) {
        // Letters and digits quoted, so to_char prints them as they are.
        toChar += /[\w"\\]/.test(piece.text)
          ? `"${piece.text.replaceAll(/["\\]/g, '\\$&')}"`
          : piece.text;
        continue;
      }
      const token = TOKENS[piece.token];
      if ('toChar' in token) {
        toChar += token.toChar;
      } else {
        flush();
        parts.push(token.sql(local));
      }
    }
    flush();
    return `${literal(field)}, ${parts.join(' || ')}`;
  });
}

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
