import { z } from 'zod';
import { passwordUserSchema, signinSchema } from './schemas/auth.js';
import { TEXT_MAX, optionalText, requiredText, validate } from './validation.js';

describe('validate', () => {
  const parcelLike = z.object({
    tracking_code: requiredText(),
    destination: requiredText(),
    recipient_name: requiredText(),
    status: optionalText(),
  });

  it('names every missing required field once', () => {
    const result = validate(parcelLike, { tracking_code: 'WB1', destination: '' });
    expect(result).toMatchObject({
      ok: false,
      errors: ['destination is required', 'recipient_name is required'],
    });
  });

  it('reports text over the limit with the limit', () => {
    const result = validate(parcelLike, {
      tracking_code: 'WB1',
      recipient_name: 'Ada',
      destination: 'x'.repeat(TEXT_MAX + 1),
    });
    expect(result).toMatchObject({
      ok: false,
      errors: ['destination must be at most 300 characters'],
    });
  });

  it('trims text and turns empty optional fields into undefined', () => {
    const result = validate(parcelLike, {
      tracking_code: ' WB1 ',
      recipient_name: 'Ada',
      destination: 'Lagos',
      status: '',
    });
    expect(result).toEqual({
      ok: true,
      data: {
        tracking_code: 'WB1',
        recipient_name: 'Ada',
        destination: 'Lagos',
        status: undefined,
      },
    });
  });

  it('explains a bad e-mail address and a wrong type', () => {
    expect(validate(signinSchema, { email: 'not-mail', password: 5 })).toMatchObject({
      ok: false,
      errors: ['email must be a valid e-mail address', 'password must be a string'],
    });
  });

  it('refuses a confirmation that does not match', () => {
    const result = validate(passwordUserSchema, {
      password: 'old-password',
      new_password: 'new-password-1',
      confirm_new_password: 'new-password-2',
    });
    expect(result).toMatchObject({
      ok: false,
      errors: ['confirm_new_password must match new_password'],
    });
  });

  it('requires new passwords of at least 8 characters', () => {
    const result = validate(passwordUserSchema, {
      password: 'old-password',
      new_password: 'short',
      confirm_new_password: 'short',
    });
    expect(result).toMatchObject({
      ok: false,
      errors: ['new_password must be at least 8 characters'],
    });
  });
});
