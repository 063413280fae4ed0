import { laterWordStarts, normalisePlaceName } from './place-name.js';

describe('normalisePlaceName', () => {
  it('drops accents and letter case', () => {
    expect(normalisePlaceName('São Paulo')).toBe('sao paulo');
    expect(normalisePlaceName('ZÜR')).toBe('zur');
    expect(normalisePlaceName('Zürich')).toBe('zurich');
    expect(normalisePlaceName('Kraków')).toBe('krakow');
    expect(normalisePlaceName('Reykjavík')).toBe('reykjavik');
  });

  it('spells out the letters that have no accent to drop', () => {
    expect(normalisePlaceName('Gießen')).toBe('giessen');
    expect(normalisePlaceName('Łódź')).toBe('lodz');
    expect(normalisePlaceName('Tromsø')).toBe('tromso');
    expect(normalisePlaceName('Þórshöfn')).toBe('thorshofn');
    expect(normalisePlaceName('Diyarbakır')).toBe('diyarbakir');
  });

  it('joins at apostrophes and makes any other signs one space', () => {
    expect(normalisePlaceName("N'Djamena")).toBe('ndjamena');
    expect(normalisePlaceName('Xi’an')).toBe('xian');
    expect(normalisePlaceName('Saint-Étienne')).toBe('saint etienne');
    expect(normalisePlaceName('  St.   Louis ')).toBe('st louis');
    expect(normalisePlaceName('Zürich (Kreis 3)')).toBe('zurich kreis 3');
  });

  it('keeps letters of other scripts, lower-cased', () => {
    expect(normalisePlaceName('Москва')).toBe('москва');
    expect(normalisePlaceName('東京')).toBe('東京');
  });

  it('leaves nothing of a text without letters or digits', () => {
    expect(normalisePlaceName(' ,.-!  ')).toBe('');
    expect(normalisePlaceName('\u0301')).toBe('');
  });
});

describe('laterWordStarts', () => {
  it('finds where each word after the first starts', () => {
    expect(laterWordStarts('sao paulo')).toEqual([4]);
    expect(laterWordStarts('rio de janeiro')).toEqual([4, 7]);
    expect(laterWordStarts('cairo')).toEqual([]);
  });
});
