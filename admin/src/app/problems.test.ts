import { ERROR_CODES, LANGUAGES, problem, type ErrorParams, type Problem } from '@waybill/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { startLanguage } from '../i18n/i18n';
import {
  describeProblem,
  firstProblemText,
  noDataText,
  notFoundText,
  problemField,
  readableFieldName,
} from './problems';

/** Values for every marker a sentence may have. */
const SAMPLE: ErrorParams = {
  field: 'recipient_name',
  fields: 'colour',
  count: 2,
  min: 3,
  max: 300,
  minutes: 2,
  seconds: 5,
  expected: 'number',
  values: 'yes, no',
  code: 'WB-1',
  id: 7,
  slug: 'about-us',
  user: 'mail@example.com',
  reason: 'connection refused',
  server: 'mail.example.com:587',
  method: 'GET',
  path: '/nowhere',
  scope: 'parcels:write',
  kind: 'private',
  reference: 'ORDER-1001',
  stage: 'delivered',
  state: 'failed',
  // A wrong handover code: the tries left before the parcel locks.
  tries_left: 3,
  // Ids a bulk action named that are no parcel.
  ids: '7, 8',
  // A saved view's name already taken.
  name: 'Lagos today',
  // A spreadsheet's column and header, and what the file was read as.
  column: 'C',
  header: 'Phone',
  format: 'CSV',
};

afterAll(() => startLanguage('en'));

describe('describeProblem', () => {
  it('says a problem by its code and values, not by the sentence it came with', () => {
    const sent: Problem = {
      ...problem('field.too_long', { field: 'destination', max: 300 }),
      message: 'reworded by another server',
    };
    expect(describeProblem(sent)).toBe('Destination must be at most 300 characters');
    expect(firstProblemText([problem('rate.too_many', { minutes: 2 })])).toBe(
      'Too many attempts. Please wait 2 minutes and try again.',
    );
    expect(describeProblem(problem('rate.too_many', { minutes: 1 }))).toBe(
      'Too many attempts. Please wait 1 minute and try again.',
    );
  });

  it('names fields by the label a form gives, else by their name made readable', () => {
    const labels = (field: string) => (field === 'tracking_code' ? 'Waybill number' : field);
    expect(describeProblem(problem('parcel.code_taken', { code: 'WB-1' }), labels)).toBe(
      'Waybill number "WB-1" is already used by another parcel',
    );
    expect(describeProblem(problem('parcel.code_taken', { code: 'WB-1' }))).toBe(
      'Tracking code "WB-1" is already used by another parcel',
    );
    expect(describeProblem(problem('auth.confirmation_mismatch'))).toBe(
      'Confirm new password must match New password',
    );
    expect(describeProblem(problem('field.type', { field: 'map_zoom', expected: 'number' }))).toBe(
      'Map zoom must be a number',
    );
    expect(readableFieldName('map_destination_latitude')).toBe('Map destination latitude');
  });

  it('knows the field a code names by itself', () => {
    expect(problemField(problem('field.required', { field: 'destination' }))).toBe('destination');
    expect(problemField(problem('page.slug_taken', { slug: 'a' }))).toBe('slug');
    expect(problemField(problem('image.required'))).toBe('image');
    expect(problemField(problem('auth.wrong_credentials'))).toBeUndefined();
  });

  it('says a code this build does not know by the server’s own sentence', () => {
    const newer = { code: 'parcel.held_at_customs', params: {}, message: 'Held at customs' };
    expect(describeProblem(newer as unknown as Problem)).toBe('Held at customs');
  });

  it('speaks French once French is started, the labels given in French', async () => {
    await startLanguage('fr');
    const labels = (field: string) => (field === 'recipient_name' ? 'Nom du destinataire' : field);
    expect(describeProblem(problem('field.required', { field: 'recipient_name' }), labels)).toBe(
      'Le champ « Nom du destinataire » est obligatoire',
    );
    expect(describeProblem(problem('auth.wrong_credentials'))).toBe(
      "L'e-mail ou le mot de passe est incorrect",
    );
    expect(describeProblem(problem('rate.too_many', { minutes: 15 }))).toBe(
      'Trop de tentatives. Patientez 15 minutes et réessayez.',
    );
    // Computed when asked, so in the language started after the modules loaded.
    expect(notFoundText()).toBe('Introuvable');
    expect(noDataText()).toBe('Aucune donnée trouvée');
  });

  it('has a whole sentence for every code in every language', async () => {
    for (const language of LANGUAGES) {
      await startLanguage(language);
      for (const code of ERROR_CODES) {
        const text = describeProblem({ code, params: SAMPLE, message: '' });
        expect(text.trim(), `${language} ${code}`).not.toBe('');
        expect(text, `${language} ${code}`).not.toMatch(/\{\w+\}/);
        // A text that cannot be said (a value missing) is said as its key.
        expect(text, `${language} ${code}`).not.toMatch(/^[a-zA-Z]+\.[\w.]+$/);
      }
    }
  });
});
