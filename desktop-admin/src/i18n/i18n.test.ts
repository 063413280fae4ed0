import { describe, expect, it } from 'vitest';
import { AREAS, en } from './en';

describe('the control panel texts', () => {
  it('prefixes every key with its area, so no two areas write the same key', () => {
    let count = 0;
    for (const [area, texts] of Object.entries(AREAS)) {
      for (const key of Object.keys(texts)) {
        expect(key.startsWith(`${area}.`), `${key} in ${area}`).toBe(true);
        count += 1;
      }
    }
    expect(Object.keys(en)).toHaveLength(count);
  });

  it('has no empty text', () => {
    for (const [key, text] of Object.entries(en)) expect(text.trim(), key).not.toBe('');
  });
});
