import type { DeliveryPrediction } from '@waybill/shared';
import { currentLocale, t } from '../i18n/i18n';
import { todayIn } from './delivery';

/** A week ahead, a weekday names the day well enough; further, the date does. */
const WEEKDAY_DAYS = 6;
const DAY_MS = 24 * 60 * 60 * 1000;

function format(options: Intl.DateTimeFormatOptions, timeZone: string | undefined) {
  try {
    return new Intl.DateTimeFormat(currentLocale(), { ...options, timeZone });
  } catch {
    // An unknown zone name: the visitor's own clock is the next best guess.
    return new Intl.DateTimeFormat(currentLocale(), options);
  }
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** "Tuesday" within the week ahead, "Tue 9 Dec" further; the company's calendar decides. */
function dayName(instant: Date, timeZone: string | undefined, today: string): string {
  const ahead = daysBetween(today, todayIn(timeZone, instant));
  return ahead >= 0 && ahead <= WEEKDAY_DAYS
    ? format({ weekday: 'long' }, timeZone).format(instant)
    : format({ weekday: 'short', day: 'numeric', month: 'short' }, timeZone).format(instant);
}

function clock(instant: Date, timeZone: string | undefined): string {
  return format({ hour: '2-digit', minute: '2-digit' }, timeZone).format(instant);
}

export interface PredictionText {
  /** "Expected Tuesday, most likely before 14:00". */
  headline: string;
  /** What it rests on: how many similar parcels, or the date staff gave. */
  basis: string;
  /** "It was Monday: the parcel is taking longer than usual at this stage"; null: unchanged. */
  change: string | null;
}

/**
 * The prediction in the visitor's language, its days and times on the company's clock
 * (`timeZone`, the graph's), `today` being the company's date.
 */
export function predictionText(
  prediction: DeliveryPrediction,
  timeZone: string | undefined,
  today: string,
): PredictionText {
  const expected = new Date(prediction.expected_at);
  const latest = new Date(prediction.latest_at);
  const day = dayName(expected, timeZone, today);
  let headline: string;
  if (prediction.basis === 'staff') headline = t('predictionStaff', { day });
  else if (todayIn(timeZone, latest) === todayIn(timeZone, expected)) {
    headline = t('predictionSameDay', { day, time: clock(latest, timeZone) });
  } else {
    headline = t('predictionLaterDay', {
      day,
      latestDay: dayName(latest, timeZone, today),
      time: clock(latest, timeZone),
    });
  }
  const basis =
    prediction.basis === 'staff'
      ? t('predictionBasisStaff')
      : t('predictionBasisHistory', { count: prediction.samples });
  let change: string | null = null;
  if (prediction.previous_expected_at && prediction.change_reason) {
    const reason = {
      stage: t('predictionWhyStage'),
      slower: t('predictionWhySlower'),
      promise: t('predictionWhyPromise'),
      history: t('predictionWhyHistory'),
    }[prediction.change_reason];
    change = t('predictionChanged', {
      day: dayName(new Date(prediction.previous_expected_at), timeZone, today),
      reason,
    });
  }
  return { headline, basis, change };
}
