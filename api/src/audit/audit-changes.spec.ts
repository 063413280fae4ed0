import { HIDDEN, fieldChanges, isSecretField, plainValue } from './audit-changes.js';

describe('isSecretField', () => {
  it.each([
    'password',
    'password_hash',
    'new_password',
    'pin_hash',
    'secret',
    'totp_secret',
    'token',
    'reset_token',
    'recovery_codes',
    'api_key',
    'hash',
  ])('hides %s', (name) => {
    expect(isSecretField(name)).toBe(true);
  });

  it.each(['destination', 'recipient_name', 'spin_count', 'tracking_code', 'status'])(
    'shows %s',
    (name) => {
      expect(isSecretField(name)).toBe(false);
    },
  );

  it('hides what the table names besides', () => {
    expect(isSecretField('text', ['text', 'html'])).toBe(true);
  });
});

describe('fieldChanges', () => {
  it('lists only the fields that differ, before → after', () => {
    expect(
      fieldChanges(['a', 'b', 'c'], { a: 1, b: 'same', c: null }, { a: 2, b: 'same', c: 'new' }),
    ).toEqual({ a: { before: 1, after: 2 }, c: { before: null, after: 'new' } });
  });

  it('shows a secret as changed, never its value', () => {
    const changes = fieldChanges(
      ['password_hash'],
      { password_hash: 'old$h' },
      { password_hash: 'new$h' },
    );
    expect(changes).toEqual({ password_hash: { before: HIDDEN, after: HIDDEN } });
    expect(JSON.stringify(changes)).not.toMatch(/\$h/);
  });

  it('records a new or removed row against nothing', () => {
    expect(fieldChanges(['a'], null, { a: 'x' })).toEqual({ a: { before: null, after: 'x' } });
    expect(fieldChanges(['a'], { a: 'x' }, null)).toEqual({ a: { before: 'x', after: null } });
  });
});

describe('plainValue', () => {
  it('writes a lone surrogate as U+FFFD, as the database stores it, and keeps real pairs', () => {
    expect(plainValue('a\ud800b')).toBe('a\uFFFDb');
    expect(plainValue('\udc00')).toBe('\uFFFD');
    expect(plainValue('📦')).toBe('📦');
    expect(plainValue({ note: 'x\ud800' })).toEqual({ note: 'x\uFFFD' });
  });

  it('writes instants as ISO text and leaves binary data out', () => {
    expect(plainValue(new Date('2026-11-25T10:00:00Z'))).toBe('2026-11-25T10:00:00.000Z');
    expect(plainValue(Buffer.from('x'))).toBeNull();
    expect(plainValue(undefined)).toBeNull();
    expect(plainValue({ b: 1 })).toEqual({ b: 1 });
  });
});
