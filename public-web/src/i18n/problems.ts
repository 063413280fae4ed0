import type { ErrorCode, ErrorParams, Problem } from '@waybill/shared';
import { currentLocale, t } from './i18n';

/*
 * Problems (shared/src/errors.ts) in the visitor's language. Apart from i18n.ts because only the
 * screens that report problems need it, not the home page's first load.
 */

/** "5 minutes" in the current language, with its plural forms (Intl knows them). */
function minutes(count: number): string {
  return new Intl.NumberFormat(currentLocale(), {
    style: 'unit',
    unit: 'minute',
    unitDisplay: 'long',
  }).format(count);
}

type FieldName = (name: string | number) => string;

/** The codes the site says in the visitor's language, from the problem's values. */
const PROBLEM_TEXTS: Partial<Record<ErrorCode, (params: ErrorParams, field: FieldName) => string>> =
  {
    'parcel.not_found': () => t('errorNoDataFound'),
    'activity.not_found': () => t('errorNoDataFound'),
    'subscriber.not_found': () => t('errorNoDataFound'),
    'page.not_found': () => t('errorNotFound'),
    'review.not_found': () => t('errorNotFound'),
    'rating.not_delivered': () => t('errorNotDelivered'),
    'rating.already_given': () => t('errorAlreadyRated'),
    'tracking.wrong_answer': () => t('errorWrongAnswer'),
    'tracking.cannot_unlock': () => t('errorCannotUnlock'),
    'preference.not_offered': () => t('errorPreferenceNotOffered'),
    'preference.cutoff': ({ cutoff }) => t('errorPreferenceCutoff', { time: cutoff }),
    'preference.out_for_delivery': () => t('errorPreferenceOut'),
    'preference.closed': () => t('errorPreferenceClosed'),
    'preference.day_outside': ({ first, last }) => t('errorPreferenceDay', { first, last }),
    'client.invalid_json': () => t('errorInvalidJson'),
    'field.required': ({ field }, name) => t('fieldRequired', { field: name(field) }),
    'field.email': ({ field }, name) => t('fieldEmail', { field: name(field) }),
    'field.too_long': ({ field, max }, name) => t('fieldTooLong', { field: name(field), max }),
    'rate.too_many': ({ minutes: count }) =>
      t('tooManyAttempts', { duration: minutes(Number(count)) }),
  };

/**
 * A problem (shared/src/errors.ts) in the visitor's language, by its code and values; field names
 * go through the form's own labels. A code the site has no text for shows its English sentence.
 */
export function translateProblem(
  problem: Problem,
  fieldNames: Record<string, string> = {},
): string {
  const text = PROBLEM_TEXTS[problem.code];
  if (!text) return problem.message;
  const field: FieldName = (name) => fieldNames[name] ?? String(name);
  return text(problem.params, field);
}
