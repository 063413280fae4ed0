import { createClient } from './client.js';
import { ERROR_CODES, ERROR_SENTENCES, envelopeErrors, problem } from './errors.js';
import { passwordGuestSchema } from './schemas/auth.js';
import { pageUpdateSchema } from './schemas/page.js';
import { parcelPatchSchema } from './schemas/parcel.js';
import { validate } from './validation.js';

describe('error codes', () => {
  it('write each sentence from its values', () => {
    expect(problem('rate.too_many', { minutes: 1 }).message).toBe(
      'Too many attempts. Please wait 1 minute and try again.',
    );
    expect(problem('rate.too_many', { minutes: 5 })).toEqual({
      code: 'rate.too_many',
      params: { minutes: 5 },
      message: 'Too many attempts. Please wait 5 minutes and try again.',
    });
    expect(problem('parcel.not_found').message).toBe('No Data Found');
  });

  it('are namespaced and lower case, each with a sentence', () => {
    for (const code of ERROR_CODES) {
      expect(code).toMatch(/^[a-z]+(\.[a-z_]+)+$/);
      expect(typeof ERROR_SENTENCES[code]).toBe('function');
    }
  });

  it('come out of validation with the field and limit a translation needs', () => {
    const result = validate(parcelPatchSchema, {
      id: 1,
      sender_name: 'x'.repeat(301),
      map_zoom: 40,
      colour: 'red',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map(({ code, params }) => ({ code, params }))).toEqual([
      { code: 'field.too_long', params: { field: 'sender_name', max: 300 } },
      { code: 'field.max', params: { field: 'map_zoom', max: 19 } },
      { code: 'field.unknown', params: { fields: 'colour', count: 1 } },
    ]);
    const fields = validate(parcelPatchSchema, {
      id: 1,
      sender_name: 'x'.repeat(301),
      map_zoom: 40,
    });
    expect(fields.ok ? [] : fields.problems.map(({ code, params }) => ({ code, params }))).toEqual([
      { code: 'field.too_long', params: { field: 'sender_name', max: 300 } },
      { code: 'field.max', params: { field: 'map_zoom', max: 19 } },
    ]);
  });

  it('name the refinements of the contract by their own code', () => {
    const pin = validate(passwordGuestSchema, {
      email: 'a@b.co',
      password_token: '12ab',
      new_password: 'longenough',
      confirm_new_password: 'different1',
    });
    expect(pin.ok ? [] : pin.problems.map((each) => each.code)).toEqual([
      'auth.pin_format',
      'auth.confirmation_mismatch',
    ]);
    const slug = validate(pageUpdateSchema, { id: 1, slug: 'About Us', title: 'A', content: '' });
    expect(slug.ok ? [] : slug.problems.map((each) => each.message)).toEqual([
      'slug must contain only lowercase letters, digits and dashes',
    ]);
  });

  it('travel in the envelope as three parallel lists the client pairs up again', async () => {
    const sent = envelopeErrors([
      problem('field.required', { field: 'email' }),
      problem('rate.too_many', { minutes: 3 }),
    ]);
    expect(sent.error_codes).toEqual(['field.required', 'rate.too_many']);
    const fetch = (async () =>
      new Response(JSON.stringify({ status: 400, data: null, message: '', ...sent }), {
        status: 400,
      })) as unknown as typeof globalThis.fetch;
    const result = await createClient({ fetch }).get('/api/x');
    expect(result.problems).toEqual([
      { code: 'field.required', params: { field: 'email' }, message: 'email is required' },
      {
        code: 'rate.too_many',
        params: { minutes: 3 },
        message: 'Too many attempts. Please wait 3 minutes and try again.',
      },
    ]);
  });

  it('keep a code this build does not know, with the sentence it came with', async () => {
    const fetch = (async () =>
      new Response(
        JSON.stringify({ status: 502, errors: ['Bad gateway'], error_codes: ['proxy.down'] }),
        { status: 502 },
      )) as unknown as typeof globalThis.fetch;
    const result = await createClient({ fetch }).get('/api/x');
    expect(result.problems).toEqual([{ code: 'proxy.down', params: {}, message: 'Bad gateway' }]);
  });
});
