import { z } from 'zod';
import { NOTHING_TO_CHANGE, partialUpdateSchema } from './partial-update.js';
import { parcelPatchSchema } from './schemas/parcel.js';
import { pagePatchSchema } from './schemas/page.js';
import { settingsPatchSchema } from './schemas/settings.js';
import { idSchema, nulFields, optionalText, requiredText, validate } from './validation.js';

const patch = partialUpdateSchema({
  key: { id: idSchema },
  fields: {
    name: requiredText(),
    note: optionalText(),
    size: z.enum(['s', 'm']).default('m'),
  },
  readOnly: ['created_at'],
});

describe('partialUpdateSchema', () => {
  it('keeps only the fields sent, so a field left out is left alone', () => {
    expect(validate(patch, { id: '4', note: ' hi ' })).toEqual({
      ok: true,
      data: { id: 4, note: 'hi' },
    });
  });

  it('clears an optional field sent empty, blank or null: to its default, else null', () => {
    expect(validate(patch, { id: 1, note: '', size: null })).toEqual({
      ok: true,
      data: { id: 1, note: null, size: 'm' },
    });
    expect(validate(patch, { id: 1, note: '   ' })).toEqual({
      ok: true,
      data: { id: 1, note: null },
    });
  });

  it('refuses to clear a required field', () => {
    for (const empty of ['', '  ', null]) {
      expect(validate(patch, { id: 1, name: empty })).toMatchObject({
        ok: false,
        errors: ['name is required'],
      });
    }
  });

  it('drops read-only fields and refuses unknown ones by name', () => {
    expect(validate(patch, { id: 1, name: 'A', created_at: 'whenever' })).toEqual({
      ok: true,
      data: { id: 1, name: 'A' },
    });
    expect(validate(patch, { id: 1, name: 'A', colour: 'red' })).toMatchObject({
      ok: false,
      errors: ['colour is not a known field'],
    });
  });

  it('refuses a body with nothing to change, and one without its key', () => {
    expect(validate(patch, { id: 1 })).toMatchObject({ ok: false, errors: [NOTHING_TO_CHANGE] });
    expect(validate(patch, { id: 1, created_at: 'x' })).toMatchObject({
      ok: false,
      errors: [NOTHING_TO_CHANGE],
    });
    expect(validate(patch, { name: 'A' })).toMatchObject({ ok: false, errors: ['id is required'] });
  });
});

describe('the PATCH schemas of the contract', () => {
  it('let a parcel mix edit and map fields, checking each', () => {
    expect(
      validate(parcelPatchSchema, { id: 1, status: 'Held', map_current_latitude: 91 }),
    ).toMatchObject({ ok: false, errors: ['map_current_latitude must be at most 90'] });
    expect(validate(parcelPatchSchema, { id: 1, status: '', map_zoom: '4' })).toEqual({
      ok: true,
      data: { id: 1, status: null, map_zoom: 4 },
    });
  });

  it('keep the title and slug of a page, and a page’s empty content is empty text', () => {
    expect(validate(pagePatchSchema, { id: 1, title: '' })).toMatchObject({
      ok: false,
      errors: ['title is required'],
    });
    expect(validate(pagePatchSchema, { id: 1, content: '' })).toEqual({
      ok: true,
      data: { id: 1, content: '' },
    });
  });

  it('keep contact_email and the switches of the settings', () => {
    expect(validate(settingsPatchSchema, { contact_email: null })).toMatchObject({
      ok: false,
      errors: ['contact_email is required'],
    });
    expect(validate(settingsPatchSchema, { id: 1, contact_phone: '' })).toEqual({
      ok: true,
      data: { contact_phone: null },
    });
  });
});

describe('NUL characters', () => {
  it('are found in texts, nested values and field names, and refused by validate', () => {
    expect(nulFields({ a: 'ok', b: ['x', { c: 'y\u0000' }], 'd\u0000': 1 })).toEqual([
      'b.1.c',
      'a field name',
    ]);
    expect(nulFields('plain')).toEqual([]);
    expect(validate(requiredText(), 'a\u0000b')).toMatchObject({
      ok: false,
      errors: ['value must not contain a NUL character'],
    });
  });

  it('are looked for in a body nested 100,000 levels deep without running out of stack', () => {
    const depth = 100_000;
    const deep = JSON.parse(`{"id":${'['.repeat(depth)}"a\\u0000"${']'.repeat(depth)}}`);
    const [field] = nulFields(deep);
    expect(field).toBe(['id', ...Array.from({ length: depth }, () => '0')].join('.'));
    const clean = JSON.parse(`{"id":${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}}`);
    expect(nulFields(clean)).toEqual([]);
    expect(validate(z.object({ id: idSchema }), clean)).toMatchObject({
      ok: false,
      problems: [{ code: 'field.type', params: { field: 'id' } }],
    });
  });
});
