import { slugify, uniqueSlug } from './slug.js';

describe('slugify', () => {
  it.each([
    ['About Us', 'about-us'],
    ['Über uns & Co.', 'uber-uns-co'],
    ['  World-Wide   Logistics!! ', 'world-wide-logistics'],
    ['???', 'page'],
    ['運送', 'page'],
  ])('%s → %s', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('keeps slugs short', () => {
    expect(slugify('a '.repeat(200)).length).toBeLessThanOrEqual(80);
  });
});

describe('uniqueSlug', () => {
  it('numbers a slug that is taken', () => {
    expect(uniqueSlug('support', new Set())).toBe('support');
    expect(uniqueSlug('support', new Set(['support', 'support-2']))).toBe('support-3');
  });
});
