import { problem } from '@waybill/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLanguage } from './i18n';
import { translateProblem } from './problems';

/** Each block reads its language, as a page does at start (the dictionary lives per page). */
function inLanguage(code: Parameters<typeof startLanguage>[0]) {
  beforeAll(() => startLanguage(code));
  afterAll(() => startLanguage('en'));
}

describe('problems in English', () => {
  inLanguage('en');

  it('says a not-found problem as the site writes it', () => {
    expect(translateProblem(problem('parcel.not_found'))).toBe('No Data Found');
    expect(translateProblem(problem('page.not_found'))).toBe('Not Found');
    expect(translateProblem(problem('client.invalid_json'))).toBe('Invalid Json');
  });

  it('names fields by the form’s labels, and fills in limits and minutes', () => {
    const labels = { email: 'Your e-mail', body: 'Message' };
    expect(translateProblem(problem('field.required', { field: 'body' }), labels)).toBe(
      'Message is required',
    );
    expect(translateProblem(problem('field.email', { field: 'email' }), labels)).toBe(
      'Your e-mail must be a valid e-mail address',
    );
    expect(translateProblem(problem('field.too_long', { field: 'subject', max: 300 }))).toBe(
      'subject must be at most 300 characters',
    );
    expect(translateProblem(problem('rate.too_many', { minutes: 1 }))).toBe(
      'Too many attempts. Please wait 1 minute and try again.',
    );
  });

  it('shows the English sentence of a code the site has no words for', () => {
    expect(translateProblem(problem('database.unreachable'))).toBe(
      'The database is not reachable, try again shortly',
    );
    expect(translateProblem(problem('request.refused', { reason: 'Proxy said no' }))).toBe(
      'Proxy said no',
    );
  });
});

describe('problems in German', () => {
  inLanguage('de');

  it('translates by code, never by the server’s sentence', () => {
    expect(translateProblem(problem('parcel.not_found'))).toBe('Keine Daten gefunden');
    // The code decides, whatever the sentence says.
    const worded = { ...problem('page.not_found'), message: 'No Data Found' };
    expect(translateProblem(worded)).toBe('Nicht gefunden');
    expect(translateProblem(problem('client.invalid_json'))).toBe('Ungültige Antwort');
  });

  it('fills in the field, the limit and the minutes in German', () => {
    const labels = { email: 'Ihre E-Mail', subject: 'Betreff' };
    expect(translateProblem(problem('field.required', { field: 'email' }), labels)).toBe(
      'Ihre E-Mail ist erforderlich',
    );
    expect(
      translateProblem(problem('field.too_long', { field: 'subject', max: 300 }), labels),
    ).toBe('Betreff darf höchstens 300 Zeichen lang sein');
    expect(translateProblem(problem('rate.too_many', { minutes: 5 }))).toBe(
      'Zu viele Versuche. Bitte warten Sie 5 Minuten und versuchen Sie es dann erneut.',
    );
  });

  it('keeps the English sentence of an untranslated code', () => {
    expect(translateProblem(problem('server.internal'))).toBe('Internal server error');
  });
});

describe('problems in Arabic and Persian (right to left)', () => {
  describe('Arabic', () => {
    inLanguage('ar');

    it('lays the page out right to left and translates by code', () => {
      expect(document.documentElement.dir).toBe('rtl');
      expect(document.documentElement.lang).toBe('ar');
      expect(translateProblem(problem('parcel.not_found'))).toBe('لم يتم العثور على بيانات');
      expect(
        translateProblem(problem('field.email', { field: 'email' }), { email: 'بريدك الإلكتروني' }),
      ).toBe('يجب أن يكون بريدك الإلكتروني عنوان بريد إلكتروني صالحًا');
    });
  });

  describe('Persian', () => {
    inLanguage('fa');

    it('writes the field, the limit and the minutes in Persian', () => {
      expect(document.documentElement.dir).toBe('rtl');
      expect(
        translateProblem(problem('field.too_long', { field: 'email', max: 300 }), {
          email: 'ایمیل شما',
        }),
      ).toBe('ایمیل شما حداکثر می‌تواند ۳۰۰ نویسه باشد');
      // Intl writes the minutes in Persian digits and words.
      expect(translateProblem(problem('rate.too_many', { minutes: 5 }))).toBe(
        'تلاش‌های بیش از حد. لطفاً ۵ دقیقه صبر کنید و دوباره تلاش کنید.',
      );
    });
  });
});
