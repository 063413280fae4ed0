import { hasBearerToken } from './bearer-token.js';

const TOKEN = 'a'.repeat(20) + 'B'.repeat(12);

describe('hasBearerToken', () => {
  it('accepts exactly the token, after Bearer in any letter case', () => {
    expect(hasBearerToken(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(hasBearerToken(`bearer ${TOKEN}`, TOKEN)).toBe(true);
  });

  it('refuses anything else', () => {
    for (const header of [
      undefined,
      '',
      TOKEN,
      `Basic ${TOKEN}`,
      `Bearer ${TOKEN.toLowerCase()}`,
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(1)}`,
      `Bearer  ${TOKEN}`,
      `Bearer ${TOKEN} `,
      'Bearer ',
    ]) {
      expect([header, hasBearerToken(header, TOKEN)]).toEqual([header, false]);
    }
  });
});
