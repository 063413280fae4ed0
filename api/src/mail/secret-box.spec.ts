import { open, seal } from './secret-box.js';

describe('secret box', () => {
  it('opens what it sealed, and the sealed text does not contain the secret', () => {
    const sealed = seal('hunter2-mail', 'key-one');
    expect(sealed).not.toContain('hunter2');
    expect(open(sealed, 'key-one')).toBe('hunter2-mail');
  });

  it('seals the same secret differently each time', () => {
    expect(seal('same', 'k')).not.toBe(seal('same', 'k'));
  });

  it('refuses another key and an altered text', () => {
    const sealed = seal('secret', 'key-one');
    expect(() => open(sealed, 'key-two')).toThrow();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('other').toString('base64url');
    expect(() => open(parts.join('.'), 'key-one')).toThrow();
    expect(() => open('plain', 'key-one')).toThrow();
  });
});
